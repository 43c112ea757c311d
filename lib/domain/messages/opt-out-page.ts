import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { readOptOutToken } from "@/lib/domain/messages/opt-out";
import { User } from "@/models/User";

/** An address shown without giving it away to whoever holds the link: "ad…@example.com", "+234 803 … 67". */
export function maskAddress(address: string): string {
  if (address.includes("@")) {
    const [name = "", domain = ""] = address.split("@");
    return `${name.slice(0, 2)}…@${domain}`;
  }
  return `${address.slice(0, 7)} … ${address.slice(-2)}`;
}

/** What the opt-out page says about a link: whose messages it stops and for which addresses, or null when the link is not ours. */
export async function optOutPageFacts(token: string): Promise<{ organiserName: string; addresses: string[] } | null> {
  const claim = readOptOutToken(token);
  if (!claim || !/^[a-f\d]{24}$/i.test(claim.organiser)) return null;
  await connectToDatabase();
  const organiser = await User.findById(claim.organiser, { fullname: 1 }).lean();
  return { organiserName: organiser?.fullname ?? "this organiser", addresses: claim.addresses.map(maskAddress) };
}
