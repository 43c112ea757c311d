import "server-only";

/** What one caller learns of the write it went in: its result, and the caller's place in it (0-based, in arrival order) of `size`. */
export type WriteShare<R> = { result: R; index: number; size: number };

type Waiting<R> = { resolve: (share: WriteShare<R>) => void; reject: (error: unknown) => void };

/**
 * A group commit for one hot document per key (a counter every scan of a gate moves): `write(key, n)`
 * counts n callers in one write. A caller whose key already has a write on its way waits for it,
 * then goes in the next write with everyone who arrived meanwhile. A burst of n scans costs two
 * writes instead of n queued on one document, and each caller still answers only once its own
 * write is done. One process groups its own callers; the database adds up every process's writes.
 */
export function groupedWrites<R>(write: (key: string, n: number) => Promise<R>): (key: string) => Promise<WriteShare<R>> {
  const waitingByKey = new Map<string, Waiting<R>[]>();

  async function writeWhileWaiting(key: string, waiting: Waiting<R>[]): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.splice(0);
      try {
        const result = await write(key, batch.length);
        batch.forEach((caller, index) => caller.resolve({ result, index, size: batch.length }));
      } catch (error) {
        batch.forEach((caller) => caller.reject(error));
      }
    }
    waitingByKey.delete(key);
  }

  return (key) =>
    new Promise<WriteShare<R>>((resolve, reject) => {
      const waiting = waitingByKey.get(key);
      if (waiting) return void waiting.push({ resolve, reject });
      const started = [{ resolve, reject }];
      waitingByKey.set(key, started);
      void writeWhileWaiting(key, started);
    });
}
