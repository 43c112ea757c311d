import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { RATE_RULES, countAttempt } from "@/lib/domain/auth/rate-limit";
import { isDuplicateKey } from "@/lib/platform/duplicate-key";
import { User } from "@/models/User";

/**
 * The buyer record a purchase without an account is placed under: one guest per e-mail address,
 * so signing up with that address later claims its orders. An address that already has an account
 * is answered the same way as one without: the order goes to that account (its owner sees it
 * there, and the buyer gets the no-login link as any guest), so the response never tells whether an
 * address has an account. At most `guestRecordsPerClient` new guest records per client address an hour.
 */
export async function guestBuyerFor(input: { email: string; fullName: string; phoneNo: string }, clientIp: string): Promise<string> {
  const existing = await User.findOne({ email: input.email }, { _id: 1 }).lean();
  if (existing) return String(existing._id);
  const rule = RATE_RULES.guestRecordsPerClient;
  const { count, expiresAt, now } = await countAttempt(`guest-records:${clientIp}`, rule);
  if (count > rule.limit) {
    const minutes = Math.max(1, Math.ceil((expiresAt.getTime() - now) / 60_000));
    throw new ApiError(
      "rate_limited",
      `Orders with ${rule.limit} different e-mail addresses have been started from your connection without an account in the last hour. Please wait ${minutes} minute${minutes === 1 ? "" : "s"}, or log in to buy.`,
    );
  }
  try {
    const guest = await User.create({ fullname: input.fullName, email: input.email, phoneNo: input.phoneNo, guest: true });
    return String(guest._id);
  } catch (error) {
    // Two first purchases of one address at once: the unique e-mail decides, both use the winner.
    if (!isDuplicateKey(error)) throw error;
    const winner = await User.findOne({ email: input.email }, { _id: 1 }).lean();
    if (!winner) throw error;
    return String(winner._id);
  }
}
