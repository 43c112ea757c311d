import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { User } from "@/models/User";

const LOCK_MS = 30_000;

/**
 * Runs `work` while holding a short lock on the organiser's account (a conditional update, so only
 * one request wins). Limit checks inside it cannot race. A crashed holder's lock lapses on its own.
 */
export async function withOrganiserLock<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const now = new Date();
  const acquired = await User.updateOne(
    { _id: userId, $or: [{ eventLockUntil: { $exists: false } }, { eventLockUntil: { $lt: now } }] },
    { $set: { eventLockUntil: new Date(now.getTime() + LOCK_MS) } },
  );
  if (acquired.modifiedCount !== 1) {
    throw new ApiError("conflict", "Another change to your events is in progress. Please try again in a moment.");
  }
  try {
    return await work();
  } finally {
    await User.updateOne({ _id: userId }, { $unset: { eventLockUntil: 1 } });
  }
}
