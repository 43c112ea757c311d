// Release, by the buyer: a held order let go before its 15 minutes are up.
import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { endHold } from "@/lib/domain/orders/holds/end-hold";
import { settlePayment } from "@/lib/domain/orders/settle-payment";
import { gatewayTransaction } from "@/lib/domain/orders/verify-payment";
import { Order, type LeanOrder } from "@/models/Order";

export const RELEASE_MESSAGE = "The tickets were let go, so other buyers can have them. Nothing was charged.";

/**
 * The buyer lets a held order go before its 15 minutes are up (after a declined payment, say).
 * The payment reference is the holder's capability — only the buyer's browser and the gateway
 * know it — and an account's order also needs that account. The seats go back as the hold
 * sweeper gives them back: one conditional pending → expired flip, so a release racing the
 * sweeper, a payment or a second press happens once. A payment the gateway already took is
 * completed instead.
 */
export async function releaseHold(reference: string, callerId: string | null): Promise<{ released: true; eventId: string | null }> {
  await connectToDatabase();
  const order = await Order.findOne({ reference, kind: "ticket" }).lean<LeanOrder>();
  // Someone else's account order answers as if it did not exist: a reference proves nothing more.
  if (!order || (!order.guest && String(order.buyer) !== callerId)) throw new ApiError("not_found", "No held order has this payment reference");
  const eventId = order.event ? String(order.event) : null;
  if (order.status === "expired" || order.status === "failed") return { released: true, eventId };
  if (order.status !== "pending") throw new ApiError("conflict", notHeld(order.status));

  if (order.checkoutUrl) {
    // Money the gateway took must not be let go with its seats: when it cannot say, the hold stays.
    const transaction = await gatewayTransaction(order.reference).catch(() => {
      throw new ApiError("unavailable", "We could not check your payment just now. Your tickets stay held: try again in a minute.");
    });
    if (transaction?.status === "success") {
      await settlePayment(order.reference, transaction);
      throw new ApiError("conflict", "Your payment went through, so the tickets are yours: check your tickets.");
    }
  }
  if (await endHold(order, ["pending"], "expired", { note: "Released by the buyer" })) return { released: true, eventId };
  // Another caller moved it first: the sweeper (released too), or a payment.
  const now = await Order.findById(order._id, { status: 1 }).lean<Pick<LeanOrder, "status">>();
  if (now && (now.status === "expired" || now.status === "failed")) return { released: true, eventId };
  throw new ApiError("conflict", notHeld(now?.status ?? "gone"));
}

function notHeld(status: string): string {
  return status === "paid" ? "This order is paid, so its tickets are yours: check your tickets." : "This order is not held any more.";
}
