// Waitlist: an offer out, brought in line with its order — expired on time, bought, or repaired.
import "server-only";
import { getEnv } from "@/lib/platform/env";
import { endHold } from "@/lib/domain/orders/holds/end-hold";
import { unclaim } from "@/lib/domain/waitlist/offer-entry";
import { sendOfferNotice } from "@/lib/domain/waitlist/send-offer-notice";
import { Event } from "@/models/Event";
import { Order, type LeanOrder } from "@/models/Order";
import { WaitlistEntry, type LeanWaitlistEntry, type WaitlistStatus } from "@/models/WaitlistEntry";

export const DECLINED_NOTE = "Declined on the waitlist";
const EXPIRED_NOTE = "The waitlist offer's time ran out";

/**
 * Moves one offered entry on from what its order says, every step conditional on the entry still
 * naming that order (so any number of sweeps may run it at once):
 * - no order, once the claim is older than the order sweeper's patience: the offer was cut short
 *   before its order was written (or the order sweeper undid it), so the entry goes back to its place;
 * - pending past its time: the hold ends and its seats come back (a hold whose checkout was opened
 *   is left to the hold sweeper, which asks the gateway first);
 * - paid (or paid and refunded since): bought; ended unpaid: expired, or declined.
 * A notice a crash left unsent is sent. Answers the entry's new status, or null when unchanged.
 */
export async function settleOffer(
  entry: LeanWaitlistEntry,
  now = new Date(),
  settleMs = getEnv().ORDER_SETTLE_SECONDS * 1000,
): Promise<WaitlistStatus | null> {
  if (entry.status !== "offered" || !entry.offerOrder) return null;
  const order = await Order.findById(entry.offerOrder).lean<LeanOrder>();
  if (!order) {
    const stale = (entry.offeredAt?.getTime() ?? 0) <= now.getTime() - settleMs;
    return stale && (await unclaim(entry._id, entry.offerOrder)) ? "waiting" : null;
  }
  if (order.status === "holding") return null; // the order sweeper undoes it; the entry follows next sweep
  if (order.status === "pending") {
    const due = order.expiresAt && order.expiresAt <= now;
    if (due && !order.checkoutUrl) {
      await endHold(order, ["pending"], "expired", { guard: { expiresAt: order.expiresAt }, note: EXPIRED_NOTE });
      return finish(entry, "expired", now);
    }
    if (!due && entry.notice === "due" && (entry.offeredAt?.getTime() ?? 0) <= now.getTime() - settleMs) {
      const event = await Event.findById(order.event, { eventTitle: 1, organizer: 1 }).lean();
      if (event) await sendOfferNotice(entry, order, event);
    }
    return null;
  }
  if (order.status === "paid" || order.paidAt) return finish(entry, "bought", now);
  return finish(entry, order.note === DECLINED_NOTE ? "declined" : "expired", now);
}

async function finish(entry: LeanWaitlistEntry, status: WaitlistStatus, now: Date): Promise<WaitlistStatus | null> {
  const moved = await WaitlistEntry.updateOne(
    { _id: entry._id, status: "offered", offerOrder: entry.offerOrder },
    { $set: { status, endedAt: now }, $unset: { notice: 1 } },
  );
  return moved.modifiedCount === 1 ? status : null;
}
