// Release: ends a hold (pending → expired or refund_due) and gives its inventory back. Its own
// folder, because the event's cancellation ends holds too (orders imports events).
import "server-only";
import { releaseCodeUses } from "@/lib/domain/inventory/code-uses";
import { crashPoint } from "@/lib/platform/crash-point";
import { orderTypeCounts } from "@/lib/domain/inventory/type-counters";
import { releaseQuota } from "@/lib/domain/inventory/seat-holds";
import { releaseOrderSeats } from "@/lib/domain/inventory/type-counters";
import { Order, type LeanOrder } from "@/models/Order";

type EndedStatus = "expired" | "failed" | "refund_due";

/**
 * Ends an order's hold: flips it from `from` to `to` (a conditional update, so only one caller
 * does it) with its release "due", then gives back what it held. True for the caller that ended it.
 * A crash between the two leaves the release due; the order sweeper finishes it.
 */
export async function endHold(order: LeanOrder, from: LeanOrder["status"][], to: EndedStatus, note?: string): Promise<boolean> {
  const release = order.kind === "ticket" ? { release: "due" } : {};
  const flipped = await Order.updateOne({ _id: order._id, status: { $in: from } }, { $set: { status: to, ...release, ...(note ? { note } : {}) } });
  if (flipped.modifiedCount !== 1) return false;
  crashPoint("after-hold-ended");
  await returnHeldSeats(order);
  return true;
}

/**
 * Gives back what a ticket order holds — its seats (per type), the buyer's allowance and its
 * code's uses — and clears its release. Every part is keyed by the order (its mark on the event,
 * the allowance and the code), so running it again, or for a hold never fully taken, changes nothing.
 */
export async function returnHeldSeats(order: LeanOrder): Promise<void> {
  if (order.kind !== "ticket" || !order.event) return;
  const eventId = String(order.event);
  await Promise.all([
    orderTypeCounts(order).then((counts) => releaseOrderSeats(eventId, order._id, counts)),
    releaseQuota(String(order.buyer), eventId, order._id, order.quantity),
    order.promoCode ? releaseCodeUses(order.promoCode, order._id, order.promoUses ?? 0) : null,
  ]);
  await Order.updateOne({ _id: order._id, release: "due" }, { $unset: { release: 1 } });
}
