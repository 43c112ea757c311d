// Inventory: an event's seats, per ticket type and in all, taken and given back per order.
import "server-only";
import { OPEN_MARKS } from "@/lib/domain/inventory/order-marks";
import type { Types } from "mongoose";
import { announceEventChange } from "@/lib/domain/change-feed/announce-event-change";
import { holdInNextWrite } from "@/lib/domain/inventory/grouped-holds";
import { Event } from "@/models/Event";
import type { LeanOrder } from "@/models/Order";

/** How many seats of one ticket type an order takes or gives back. */
export type TypeCount = { ticketType: Types.ObjectId | string; quantity: number };

type OrderId = Types.ObjectId | string;

/**
 * The seats per ticket type an order holds of its types' own stock (its resale seats are listed
 * tickets, claimed apart: lib/domain/inventory/resale-seats.ts); an order from before types holds
 * the event's first type.
 */
export async function orderTypeCounts(order: Pick<LeanOrder, "lines" | "event" | "quantity" | "resaleSeats">): Promise<TypeCount[]> {
  if (order.lines?.length) {
    const resale = (type: unknown) => order.resaleSeats?.find((seats) => String(seats.ticketType) === String(type))?.quantity ?? 0;
    return order.lines
      .map((line) => ({ ticketType: line.ticketType, quantity: line.quantity - resale(line.ticketType) }))
      .filter((count) => count.quantity > 0);
  }
  const event = await Event.findById(order.event, { "ticketTypes._id": 1 }).lean();
  const first = event?.ticketTypes?.[0];
  return first ? [{ ticketType: first._id, quantity: order.quantity }] : [];
}

export type StockView = { ticketQuantity: number; ticketTypes?: { _id: Types.ObjectId; quantity: number }[] | null };

const ATTEMPTS = 4;
const readStock = (eventId: string) =>
  Event.findById(eventId, { ticketQuantity: 1, "ticketTypes._id": 1, "ticketTypes.quantity": 1 }).lean<StockView>();

/** Each type's array position, or null when one of them is gone. */
function positions(event: StockView, counts: TypeCount[]): number[] | null {
  const ids = (event.ticketTypes ?? []).map((type) => String(type._id));
  const found = counts.map((count) => ids.indexOf(String(count.ticketType)));
  return found.some((index) => index < 0) ? null : found;
}

/** Read back the same layout: the update failed on stock, not on a reordered or resized type list. */
const sameLayout = (a: StockView, b: StockView | null) =>
  b != null &&
  a.ticketQuantity === b.ticketQuantity &&
  JSON.stringify((a.ticketTypes ?? []).map((type) => [String(type._id), type.quantity])) ===
    JSON.stringify((b.ticketTypes ?? []).map((type) => [String(type._id), type.quantity]));

/**
 * Takes an order's seats of every type it buys, and the event's total, in ONE conditional update:
 * each type is addressed by its position, guarded by its id and quantity, and must have the seats
 * left; the event must not have ended; the order must not hold seats already (its mark in
 * `heldFor`, set by the same update). All or nothing, so no partial hold ever needs undoing. A
 * reorder or resize of the types meanwhile makes the guard miss; it is then read again and retried.
 * `stock`, the caller's own read of the event, saves reading it first: the guard makes an old
 * snapshot safe (it can only miss, never take seats the event does not have). Holds of one event
 * that arrive together are written together (grouped-holds.ts), with the same guarantees.
 */
export async function holdTypeSeats(eventId: string, orderId: OrderId, counts: TypeCount[], stock?: StockView): Promise<boolean> {
  let event = stock ?? (await readStock(eventId));
  if (!event) return false;
  // Holds that arrive together go in one write (grouped-holds.ts); one whose types moved, or that
  // other processes kept outrunning, is tried alone below.
  const grouped = await holdInNextWrite(eventId, orderId, counts, event);
  if (grouped !== "alone") return grouped;
  const total = counts.reduce((sum, count) => sum + count.quantity, 0);
  for (let attempt = 0; event && attempt < ATTEMPTS; attempt++) {
    const at = positions(event, counts);
    if (!at) return false;
    const filter: Record<string, unknown> = {
      _id: eventId,
      ticketQuantity: event.ticketQuantity,
      seatsTaken: { $lte: event.ticketQuantity - total },
      endsAt: { $gt: new Date() },
      heldFor: { $ne: orderId },
    };
    const inc: Record<string, number> = { seatsTaken: total, countersVersion: 1 };
    const types = event.ticketTypes ?? [];
    counts.forEach((count, i) => {
      const index = at[i] as number;
      const type = types[index] as { _id: Types.ObjectId; quantity: number };
      filter[`ticketTypes.${index}._id`] = type._id;
      filter[`ticketTypes.${index}.quantity`] = type.quantity;
      filter[`ticketTypes.${index}.taken`] = { $lte: type.quantity - count.quantity };
      inc[`ticketTypes.${index}.taken`] = count.quantity;
    });
    if ((await Event.updateOne(filter, { $inc: inc, $push: { heldFor: orderId }, $set: OPEN_MARKS })).modifiedCount === 1) {
      await announceEventChange(eventId, "seats"); // the seats left, on every process within seconds
      return true;
    }
    const again = await readStock(eventId);
    if (sameLayout(event, again)) return false;
    event = again;
  }
  return false;
}

/**
 * Gives an order's seats back to its types and the event's total (a type since removed gives back
 * only the total), once: only while the order's mark is in `heldFor`, which the same update
 * removes. A hold never taken, or already given back, changes nothing.
 */
export async function releaseOrderSeats(eventId: string, orderId: OrderId, counts: TypeCount[]): Promise<void> {
  await giveBack(eventId, counts, { heldFor: orderId }, { $pull: { heldFor: orderId } });
}

/** Gives refunded tickets' seats back to their types and the event's total (a type since removed gives back only the total). */
export async function releaseTypeSeats(eventId: string, counts: TypeCount[]): Promise<void> {
  await giveBack(eventId, counts, {}, {});
}

async function giveBack(eventId: string, counts: TypeCount[], guard: Record<string, unknown>, alsoUpdate: Record<string, unknown>): Promise<void> {
  const total = counts.reduce((sum, count) => sum + count.quantity, 0);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const event = await readStock(eventId);
    if (!event) return;
    const ids = (event.ticketTypes ?? []).map((type) => String(type._id));
    const filter: Record<string, unknown> = { _id: eventId, seatsTaken: { $gte: total }, ...guard };
    const inc: Record<string, number> = { seatsTaken: -total, countersVersion: 1 };
    for (const count of counts) {
      const index = ids.indexOf(String(count.ticketType));
      if (index < 0) continue;
      filter[`ticketTypes.${index}._id`] = count.ticketType;
      filter[`ticketTypes.${index}.taken`] = { $gte: count.quantity };
      inc[`ticketTypes.${index}.taken`] = -count.quantity;
    }
    if ((await Event.updateOne(filter, { $inc: inc, ...alsoUpdate })).modifiedCount === 1) {
      await announceEventChange(eventId, "seats");
      return;
    }
    const again = await readStock(eventId);
    if (sameLayout(event, again)) return; // not held (or counters below the release): nothing to give back
  }
}
