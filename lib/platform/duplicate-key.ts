// Not "server-only": the demo seed, which also runs outside Next.js, writes through code that uses it.

/** MongoDB's E11000: a write lost a race on a unique index (the document it meant to create exists). */
export function isDuplicateKey(error: unknown): error is { code: 11000; keyValue?: Record<string, unknown> } {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === 11000;
}

/**
 * Runs an upsert, and once more if it lost the race to insert: the unique index let the other
 * writer create the document, which the second run then finds and updates.
 */
export function upsertRacing<T>(upsert: () => Promise<T>): Promise<T> {
  return upsert().catch((error: unknown) => (isDuplicateKey(error) ? upsert() : Promise.reject(error)));
}

/** For a `.catch` after a create-once write: losing the race means the document is already there. */
export function ignoreDuplicateKey(error: unknown): undefined {
  if (isDuplicateKey(error)) return undefined;
  throw error;
}
