import "server-only";
import { keyedBatchedCalls } from "@/lib/platform/batched-calls";

/** What one caller learns of the write it went in: its result, and the caller's place in it (0-based, in arrival order) of `size`. */
export type WriteShare<R> = { result: R; index: number; size: number };

/**
 * A group commit for one hot document per key (a counter every scan of a gate moves): `write(key, n)`
 * counts n callers in one write (batched-calls.ts). A burst of n scans costs two writes instead of
 * n queued on one document, and each caller still answers only once its own write is done. One
 * process groups its own callers; the database adds up every process's writes.
 */
export function groupedWrites<R>(write: (key: string, n: number) => Promise<R>): (key: string) => Promise<WriteShare<R>> {
  const grouped = keyedBatchedCalls<null, WriteShare<R>>(async (key, callers) => {
    const result = await write(key, callers.length);
    return callers.map((_, index) => ({ value: { result, index, size: callers.length } }));
  });
  return (key) => grouped(key, null);
}
