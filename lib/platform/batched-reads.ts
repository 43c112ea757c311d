import "server-only";

type Waiting<R> = { key: string; resolve: (found: R | undefined) => void; reject: (error: unknown) => void };

/** The most keys one query asks for (the embedded database reads up to 500 ids of an `$in` from its index). */
const MAX_BATCH = 500;

/**
 * Lookups by key that arrive together, answered by one query: `read(key)` waits while a query is
 * on its way, then goes in the next one with every key asked for meanwhile. Each caller still gets
 * a read that began after it asked (as fresh as its own would be), while a burst of n lookups of
 * different keys costs two queries instead of n. `readMany` answers the documents found, by key;
 * a key it leaves out reads as undefined. Callers asking for one key share its object: read-only.
 */
export function batchedReads<R>(readMany: (keys: string[]) => Promise<Map<string, R>>): (key: string) => Promise<R | undefined> {
  const waiting: Waiting<R>[] = [];
  let reading = false;

  async function readWhileWaiting(): Promise<void> {
    reading = true;
    try {
      while (waiting.length > 0) {
        const batch = takeBatch(waiting);
        try {
          const found = await readMany([...new Set(batch.map((caller) => caller.key))]);
          for (const caller of batch) caller.resolve(found.get(caller.key));
        } catch (error) {
          for (const caller of batch) caller.reject(error);
        }
      }
    } finally {
      reading = false;
    }
  }

  return (key) =>
    new Promise<R | undefined>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (!reading) void readWhileWaiting();
    });
}

/** The callers of the next query: the first ones waiting, up to MAX_BATCH different keys. */
function takeBatch<R>(waiting: Waiting<R>[]): Waiting<R>[] {
  const keys = new Set<string>();
  let end = 0;
  while (end < waiting.length) {
    const key = (waiting[end] as Waiting<R>).key;
    if (!keys.has(key) && keys.size === MAX_BATCH) break;
    keys.add(key);
    end++;
  }
  return waiting.splice(0, end);
}
