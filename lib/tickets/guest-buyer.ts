import "server-only";
import { ApiError } from "@/lib/api/errors";
import { isDuplicateKey } from "@/lib/duplicate-key";
import { User } from "@/models/User";

export const ACCOUNT_EMAIL_TAKEN = "An account uses this e-mail address. Log in to buy, or use another e-mail address.";

/**
 * The buyer record a purchase without an account is placed under: one guest per e-mail address,
 * so every guest order of an address shares its per-event allowance, and signing up with that
 * address later claims them all. An address that already has an account must log in (409).
 */
export async function guestBuyerFor(input: { email: string; fullName: string; phoneNo: string }): Promise<string> {
  const existing = await User.findOne({ email: input.email }, { guest: 1 }).lean();
  if (existing) {
    if (!existing.guest) throw new ApiError("conflict", ACCOUNT_EMAIL_TAKEN);
    return String(existing._id);
  }
  try {
    const guest = await User.create({ fullname: input.fullName, email: input.email, phoneNo: input.phoneNo, guest: true });
    return String(guest._id);
  } catch (error) {
    // Two first purchases of one address at once: the unique e-mail decides, both use the winner.
    if (!isDuplicateKey(error)) throw error;
    return guestBuyerFor(input);
  }
}
