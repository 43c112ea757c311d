// Release: ends a hold (pending → expired or refund_due) and gives its inventory back. Its own
// folder, because the event's cancellation ends holds too (orders imports events).
import "server-only";
import { releaseCodeUses } from "@/lib/domain/inventory/code-uses";
import { crashPoint } from "@/lib/platform/crash-point";
import { orderTypeCounts } from "@/lib/domain/inventory/type-counters";
import { releaseQuota } from "@/lib/domain/inventory/seat-holds";
import { releaseOrderSeats } from "@/lib/domain/inventory/type-counters";
import { releaseResaleClaims } from "@/lib/domain/inventory/resale-seats";
import { STOP_CHECKING } from "@/lib/domain/orders/payment-checks";
import { offerReturnedSeats } from "@/lib/domain/waitlist/nudge/offer-returned-seats";
import { Event } from "@/models/Event";
import { Order, type LeanOrder } from "@/models/Order";

type EndedStatus = "expired" | "failed" | "refund_due";

/**
 * Ends an order's hold: flips it from `from` to `to` (a conditional update, so only one caller
 * does it; `guard` pins what the caller checked) with its release "due", then gives back what it
 * held, and its place among the event's long holds. True for the caller that ended it.
 * A crash between the two leaves the release due; the order sweeper finishes it.
 */
export async function endHold(
  order: LeanOrder,
  from: LeanOrder["status"][],
  to: EndedStatus,
  { note, guard = {}, extra = {} }: { note?: string; guard?: Record<string, unknown>; extra?: Record<string, unknown> } = {},
): Promise<boolean> {
  const release = order.kind === "ticket" ? { release: "due" } : {};
  // An expired hold stays on the reconciler's list (a transfer may still land); any other end leaves it.
  const reconcile = to === "expired" ? {} : { $unset: STOP_CHECKING };
  const before = await Order.findOneAndUpdate(
    { _id: order._id, status: { $in: from }, ...guard },
    { $set: { status: to, ...release, ...(note ? { note } : {}), ...extra }, ...reconcile },
    { returnDocument: "before" },
  ).lean<LeanOrder>();
  if (!before) return false;
  crashPoint("after-hold-ended");
  await Promise.all([returnHeldSeats(order), endLongHold(before)]);
  if (order.event) offerReturnedSeats(String(order.event));
  return true;
}

/** The parts of a ticket order's hold: its seats, the buyer's allowance, its code's uses and the resale tickets it claimed. */
export type HoldParts = { seats: boolean; quota: boolean; uses: boolean; resale: boolean };

const EVERY_PART: HoldParts = { seats: true, quota: true, uses: true, resale: true };

/**
 * Gives back what a ticket order holds — its seats (per type), the buyer's allowance and its
 * code's uses — and clears its release. Every part is keyed by the order (its mark on the event,
 * the allowance and the code), so running it again, or for a hold never fully taken, changes nothing.
 * `parts` leaves out those the caller knows were never taken (a purchase refused on the spot), which
 * saves their round trips; a release still due is cleared only when every part is given back.
 */
export async function returnHeldSeats(order: LeanOrder, parts: HoldParts = EVERY_PART): Promise<void> {
  if (order.kind !== "ticket" || !order.event) return;
  const eventId = String(order.event);
  await Promise.all([
    parts.seats ? orderTypeCounts(order).then((counts) => releaseOrderSeats(eventId, order._id, counts)) : null,
    parts.quota ? releaseQuota(String(order.buyer), eventId, order._id, order.quantity) : null,
    parts.uses && order.promoCode ? releaseCodeUses(order.promoCode, order._id, order.promoUses ?? 0) : null,
    parts.resale ? releaseResaleClaims(order) : null,
  ]);
  if (Object.values(parts).every(Boolean)) await Order.updateOne({ _id: order._id, release: "due" }, { $unset: { release: 1 } });
}

/** Takes an order's seats out of its event's long-held count (never below 0). */
export const uncountLongHold = (order: Pick<LeanOrder, "event" | "quantity">) =>
  Event.updateOne({ _id: order.event, longHeldSeats: { $gte: order.quantity } }, { $inc: { longHeldSeats: -order.quantity } });

/**
 * Takes an order that left "pending" out of its event's long-held count, once (a crash between
 * the two steps leaves the count high: fewer long holds are given, never more): `before` is the
 * order as it was when it left (read in the same update that moved it, so no extension can follow).
 */
export async function endLongHold(before: Pick<LeanOrder, "_id" | "event" | "quantity" | "longHold">): Promise<void> {
  if (before.longHold !== "held") return;
  const released = await Order.updateOne({ _id: before._id, longHold: "held" }, { $set: { longHold: "released" } });
  if (released.modifiedCount === 1) await uncountLongHold(before);
}
