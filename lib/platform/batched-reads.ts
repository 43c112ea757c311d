import "server-only";
import { batchedCalls } from "@/lib/platform/batched-calls";

/**
 * Lookups by key that arrive together, answered by one query (batched-calls.ts): a burst of n
 * lookups costs two queries instead of n, and each still reads after it asked. `findMany` answers
 * the documents found for the keys it is given (an `$in` query on the key's field); `keyOf` names
 * a document's key (its `_id` unless told); a key with no document reads as undefined. Callers
 * asking for one key share its object: treat it as read-only.
 */
export function batchedReads<T extends { _id: unknown }>(
  findMany: (keys: string[]) => Promise<T[]>,
  keyOf: (document: T) => string = (document) => String(document._id),
): (key: string) => Promise<T | undefined> {
  return batchedCalls(async (keys: string[]) => {
    const found = new Map((await findMany([...new Set(keys)])).map((document) => [keyOf(document), document]));
    return keys.map((key) => ({ value: found.get(key) }));
  });
}
