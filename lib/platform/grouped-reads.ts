import "server-only";
import { groupedWrites } from "@/lib/platform/grouped-writes";

/**
 * Reads of one document per key, shared by the callers that ask together: a caller whose key has a
 * read on its way waits for it, then shares the next read with everyone who asked meanwhile. Each
 * caller still gets a read that began after it asked (as fresh as its own would be), while a burst
 * of n callers costs two reads instead of n. Every caller of one read gets the same object: treat
 * it as read-only.
 */
export function groupedReads<R>(read: (key: string) => Promise<R>): (key: string) => Promise<R> {
  const grouped = groupedWrites((key) => read(key));
  return async (key) => (await grouped(key)).result;
}
