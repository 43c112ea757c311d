// Long holds: a transfer or USSD payment on its way keeps the order's seats for its channel's window.
import "server-only";
import { HOLD_MINUTES, LONG_HOLD_SHARE, longHoldMinutes } from "@/lib/domain/orders/holds/hold-windows";
import { uncountLongHold } from "@/lib/domain/orders/holds/end-hold";
import { Event } from "@/models/Event";
import { Order, type LeanOrder } from "@/models/Order";

const MINUTE_MS = 60_000;

export type HoldExtension =
  | { extended: true; heldUntil: Date; /** This call made it a long hold (the pay-later mail goes once). */ first: boolean }
  | { extended: false; heldUntil: Date | null; reason: "not_long" | "not_pending" | "one_per_buyer" | "cap" };

/**
 * Extends a pending ticket order's hold to cover `channel`'s window from `now` (never past the
 * window counted from the order's own start, so asking again cannot stretch it further). The first
 * extension takes the order's seats into the event's long-held count, under the cap of
 * hold-windows.ts, by a conditional $inc; a buyer holding another long hold for the event gets
 * none. Each step is conditional on the order still pending, so an extension racing the hold's end
 * or its payment loses cleanly (and gives back its count).
 */
export async function extendHold(order: LeanOrder, channel: string, now = new Date()): Promise<HoldExtension> {
  const minutes = longHoldMinutes(channel);
  const current = order.expiresAt ?? null;
  if (!minutes || order.kind !== "ticket" || !order.event) return { extended: false, heldUntil: current, reason: "not_long" };
  if (order.status !== "pending") return { extended: false, heldUntil: current, reason: "not_pending" };
  const started = order.createdAt?.getTime() ?? now.getTime();
  const ceiling = started + (HOLD_MINUTES + minutes) * MINUTE_MS;
  const until = new Date(Math.min(ceiling, Math.max(current?.getTime() ?? 0, now.getTime() + minutes * MINUTE_MS)));

  if (order.longHold === "held") {
    await Order.updateOne({ _id: order._id, status: "pending", longHold: "held", expiresAt: { $lt: until } }, { $set: { expiresAt: until } });
    return heldAnswer(order._id);
  }
  const other = await Order.exists({ buyer: order.buyer, event: order.event, status: "pending", longHold: "held", _id: { $ne: order._id } });
  if (other) return { extended: false, heldUntil: current, reason: "one_per_buyer" };

  const event = await Event.findById(order.event, { ticketQuantity: 1, ticketSold: 1 }).lean();
  if (!event) return { extended: false, heldUntil: current, reason: "not_pending" };
  const cap = Math.floor(LONG_HOLD_SHARE * Math.max(0, event.ticketQuantity - event.ticketSold));
  // Under the cap, or the event's only long hold (so a small event takes transfers too). An event
  // from before long holds has no count yet: $inc starts it.
  const counted = await Event.updateOne(
    { _id: order.event, $or: [{ longHeldSeats: { $lte: cap - order.quantity } }, { longHeldSeats: 0 }, { longHeldSeats: { $exists: false } }] },
    { $inc: { longHeldSeats: order.quantity } },
  );
  if (counted.modifiedCount !== 1) return { extended: false, heldUntil: current, reason: "cap" };

  const flipped = await Order.updateOne(
    { _id: order._id, status: "pending", longHold: { $exists: false } },
    { $set: { longHold: "held", expiresAt: until } },
  );
  if (flipped.modifiedCount !== 1) {
    await uncountLongHold(order);
    const latest = await Order.findById(order._id).lean<LeanOrder>();
    if (latest?.longHold === "held") return heldAnswer(order._id);
    return { extended: false, heldUntil: latest?.expiresAt ?? current, reason: "not_pending" };
  }
  return { extended: true, heldUntil: until, first: true };
}

async function heldAnswer(orderId: LeanOrder["_id"]): Promise<HoldExtension> {
  const latest = await Order.findById(orderId, { expiresAt: 1, status: 1 }).lean<LeanOrder>();
  if (!latest || latest.status !== "pending" || !latest.expiresAt)
    return { extended: false, heldUntil: latest?.expiresAt ?? null, reason: "not_pending" };
  return { extended: true, heldUntil: latest.expiresAt, first: false };
}
