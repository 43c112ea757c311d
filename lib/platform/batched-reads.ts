import "server-only";
import { batchedCalls } from "@/lib/platform/batched-calls";

/**
 * Lookups by id that arrive together, answered by one query (batched-calls.ts): a burst of n
 * lookups costs two queries instead of n, and each still reads after it asked. `findMany` answers
 * the documents found of the ids it is given (an `_id: { $in }` query); an id it leaves out reads
 * as undefined. Callers asking for one id share its object: treat it as read-only.
 */
export function batchedReads<T extends { _id: unknown }>(findMany: (ids: string[]) => Promise<T[]>): (id: string) => Promise<T | undefined> {
  return batchedCalls(async (ids: string[]) => {
    const found = new Map((await findMany([...new Set(ids)])).map((document) => [String(document._id), document]));
    return ids.map((id) => ({ value: found.get(id) }));
  });
}
