import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { announceEventChange } from "@/lib/domain/change-feed/announce-event-change";
import { cancellationRefunds } from "@/lib/domain/refunds/cancellation-refunds";
import { refundCancelledEvent } from "@/lib/domain/refunds/refund-cancelled-event";
import { endHold } from "@/lib/domain/orders/holds/end-hold";
import { assertEventPermission } from "@/lib/domain/access/event-permission";
import { Event } from "@/models/Event";
import { Order, type LeanOrder } from "@/models/Order";
import { Refund } from "@/models/Refund";

/**
 * Cancels an event (its owner or a co-organiser may), once: sales stop, unpaid holds end, and every paid order
 * is refunded and its buyer e-mailed (what a crash leaves undone, the refund sweep finishes:
 * the event stays marked `cancellationRefunds: "due"` until then). Calling it again only resumes.
 */
export async function cancelEvent(userId: string, eventId: string, message: string) {
  await assertEventPermission(userId, eventId, "edit");
  await connectToDatabase();
  const now = new Date();
  const featured = Boolean((await Event.findById(eventId, { featured: 1 }).lean())?.featured);
  const cancelled = await Event.updateOne(
    { _id: eventId, cancelledAt: { $exists: false } },
    { $set: { cancelledAt: now, cancelMessage: message, cancellationRefunds: "due", featured: false } },
  );
  const event = await Event.findById(eventId, { cancelledAt: 1, endsAt: 1 }).lean();
  if (!event?.cancelledAt) throw new ApiError("not_found", "Event not found");
  if (cancelled.modifiedCount !== 1 && !(await Event.exists({ _id: eventId, cancellationRefunds: "due" }))) {
    throw new ApiError("conflict", "This event is already cancelled");
  }
  if (cancelled.modifiedCount === 1) await undoUnfundedCancellation(eventId, featured);
  await endPendingHolds(eventId);
  await refundCancelledEvent(eventId);
  // The orders refunded for the cancellation, not this call's share: the refund sweep may be refunding
  // some of the same orders at this very moment (each is refunded once, by whichever gets there
  // first; the other's refund record is dropped, hence distinct orders).
  const refunds = (await Refund.distinct("order", { event: eventId, kind: "cancellation" })).length;
  await announceEventChange(eventId, "cancelled");
  return { _id: eventId, status: "cancelled" as const, cancelledAt: event.cancelledAt.toISOString(), refundsQueued: refunds };
}

/**
 * A cancellation refunds every paid order from the event's own sales. When payouts already took
 * part of them, the refunds cannot all be paid: the cancellation is taken back (nothing was refunded
 * yet; payouts were refused from the moment it was marked) and refused, saying how much is missing.
 */
async function undoUnfundedCancellation(eventId: string, featured: boolean): Promise<void> {
  const { refusal } = await cancellationRefunds(eventId);
  if (!refusal) return;
  await Event.updateOne(
    { _id: eventId, cancellationRefunds: "due" },
    { $unset: { cancelledAt: 1, cancelMessage: 1, cancellationRefunds: 1 }, $set: { featured } },
  );
  throw new ApiError("conflict", refusal);
}

/** Unpaid holds end now; a payment that still arrives for one is refunded (see settle-payment). */
async function endPendingHolds(eventId: string) {
  const pending = await Order.find({ event: eventId, status: "pending" }).limit(2_000).lean<LeanOrder[]>();
  for (const order of pending) await endHold(order, ["pending"], "expired", { note: "The event was cancelled" });
}
