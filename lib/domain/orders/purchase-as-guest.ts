// Start, without an account: a guest's purchase, held under the e-mail's buyer record.
import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { RATE_RULES, countAttempt } from "@/lib/domain/auth/rate-limit";
import { connectToDatabase } from "@/lib/platform/db";
import type { OrderView } from "@/lib/domain/orders/serialize-order";
import { guestClientKey } from "@/lib/domain/tickets/guest-allowance";
import { guestBuyerFor } from "@/lib/domain/tickets/guest-buyer";
import { purchaseTickets } from "@/lib/domain/orders/purchase-tickets";
import type { GuestPurchaseInput } from "@/lib/domain/validations/ticket";

/**
 * A purchase without an account: held under the e-mail's buyer record (its guest record, or its
 * account), its per-buyer limit counted per (e-mail, client) so nobody uses up another's
 * allowance, and at most `guestHoldsPerClient` holds per client address and event in 15 minutes. Everything else — stock, codes, payment — is a purchase like any other.
 */
export async function purchaseAsGuest(eventId: string, input: GuestPurchaseInput, clientIp: string): Promise<OrderView> {
  const rule = RATE_RULES.guestHoldsPerClient;
  const { count, expiresAt, now } = await countAttempt(`guest-hold:${clientIp}:${eventId}`, rule);
  if (count > rule.limit) {
    const minutes = Math.max(1, Math.ceil((expiresAt.getTime() - now) / 60_000));
    throw new ApiError(
      "rate_limited",
      `${rule.limit} orders for this event have been started from your connection without an account in the last 15 minutes. Please wait ${minutes} minute${minutes === 1 ? "" : "s"}, or log in to buy.`,
    );
  }
  await connectToDatabase();
  const buyerId = await guestBuyerFor(input, clientIp);
  return purchaseTickets(buyerId, eventId, input, { guest: true, guestClient: guestClientKey(clientIp) });
}
