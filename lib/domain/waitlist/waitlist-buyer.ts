// Waitlist: the buyer record an offer's order is placed under.
import "server-only";
import { isDuplicateKey } from "@/lib/platform/duplicate-key";
import { User } from "@/models/User";
import type { LeanWaitlistEntry } from "@/models/WaitlistEntry";

/**
 * The account that joined, else the e-mail's account or guest record (made now if there is none),
 * as a purchase without an account is placed: signing up with the address later claims the order.
 */
export async function waitlistBuyer(entry: Pick<LeanWaitlistEntry, "user" | "email" | "fullName" | "phone">): Promise<string> {
  if (entry.user) return String(entry.user);
  const email = entry.email.toLowerCase();
  const existing = await User.findOne({ email }, { _id: 1 }).lean();
  if (existing) return String(existing._id);
  try {
    return String((await User.create({ fullname: entry.fullName, email, phoneNo: entry.phone, guest: true }))._id);
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const winner = await User.findOne({ email }, { _id: 1 }).lean();
    if (!winner) throw error;
    return String(winner._id);
  }
}
