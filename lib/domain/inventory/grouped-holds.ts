// Inventory: holds that arrive together for one event, decided in one write (a group commit).
import "server-only";
import type { Types } from "mongoose";
import { announceEventChange } from "@/lib/domain/change-feed/announce-event-change";
import { OPEN_MARKS } from "@/lib/domain/inventory/order-marks";
import { keyedBatchedCalls, type Outcome } from "@/lib/platform/batched-calls";
import type { StockView, TypeCount } from "@/lib/domain/inventory/type-counters";
import { Event } from "@/models/Event";

type OrderId = Types.ObjectId | string;

/** An event's counters as read: exact, so a write can be conditional on them. */
export type Counters = {
  ticketQuantity: number;
  seatsTaken: number;
  endsAt: Date;
  ticketTypes: { _id: Types.ObjectId; quantity: number; taken: number }[];
};

/** One buyer's hold asked for in the next write: what it takes, and the type list its purchase read. */
type Hold = { orderId: OrderId; counts: TypeCount[]; layout: StockView };

/** Writes tried per batch before its holds go one by one (another process keeps moving the counters). */
const ATTEMPTS = 3;

const readCounters = (eventId: string) =>
  Event.findById(eventId, {
    ticketQuantity: 1,
    seatsTaken: 1,
    endsAt: 1,
    "ticketTypes._id": 1,
    "ticketTypes.quantity": 1,
    "ticketTypes.taken": 1,
  }).lean<Counters>();

/**
 * Which of `batch` fit `counters`, in arrival order (a later, smaller hold may fit where an earlier
 * one did not, as when each went alone), and the counters after them. "alone" for a hold whose
 * types are gone: it is tried on its own, where a changed type list is read again.
 */
export function decideBatch(counters: Counters, batch: { counts: TypeCount[] }[], now: Date) {
  const after: Counters = { ...counters, ticketTypes: (counters.ticketTypes ?? []).map((type) => ({ ...type, taken: type.taken ?? 0 })) };
  const ended = counters.endsAt <= now;
  const decisions = batch.map(({ counts }): boolean | "alone" => {
    const at = counts.map((count) => after.ticketTypes.findIndex((type) => String(type._id) === String(count.ticketType)));
    if (at.some((index) => index < 0)) return "alone";
    const total = counts.reduce((sum, count) => sum + count.quantity, 0);
    if (ended || after.seatsTaken + total > after.ticketQuantity) return false;
    const types = at.map((index) => after.ticketTypes[index] as Counters["ticketTypes"][number]);
    if (counts.some((count, i) => (types[i]?.taken ?? 0) + count.quantity > (types[i]?.quantity ?? 0))) return false;
    after.seatsTaken += total;
    counts.forEach((count, i) => ((types[i] as Counters["ticketTypes"][number]).taken += count.quantity));
    return true;
  });
  return { decisions, after };
}

/**
 * Writes the holds `decisions` admitted as ONE update, conditional on the counters being exactly
 * `counters` (another process's hold, a release or an organiser's resize meanwhile makes it miss):
 * every admitted order's seats, per type and in all, and its mark in `heldFor` (none of them may
 * hold already), as each hold alone would. True when it landed.
 */
async function writeBatch(eventId: string, counters: Counters, after: Counters, admitted: OrderId[], now: Date): Promise<boolean> {
  const filter: Record<string, unknown> = {
    _id: eventId,
    ticketQuantity: counters.ticketQuantity,
    seatsTaken: counters.seatsTaken,
    endsAt: { $gt: now },
    heldFor: { $nin: admitted },
  };
  const inc: Record<string, number> = { seatsTaken: after.seatsTaken - counters.seatsTaken, countersVersion: 1 };
  (counters.ticketTypes ?? []).forEach((type, index) => {
    filter[`ticketTypes.${index}._id`] = type._id;
    filter[`ticketTypes.${index}.quantity`] = type.quantity;
    filter[`ticketTypes.${index}.taken`] = type.taken ?? { $exists: false };
    const taken = (after.ticketTypes[index]?.taken ?? 0) - (type.taken ?? 0);
    if (taken) inc[`ticketTypes.${index}.taken`] = taken;
  });
  return (await Event.updateOne(filter, { $inc: inc, $push: { heldFor: { $each: admitted } }, $set: OPEN_MARKS })).modifiedCount === 1;
}

/**
 * The usual case, without reading: the whole batch in one update guarded as one big hold would be
 * (enough seats left in all and in each type, the types where the layout says), so it lands only
 * if every hold in it fits. Null when a hold's type is not in the layout.
 */
async function writeWholeBatch(eventId: string, layout: StockView, batch: Hold[], now: Date): Promise<boolean | null> {
  const types = layout.ticketTypes ?? [];
  const perType = new Map<number, number>();
  let total = 0;
  for (const hold of batch) {
    for (const count of hold.counts) {
      const index = types.findIndex((type) => String(type._id) === String(count.ticketType));
      if (index < 0) return null;
      perType.set(index, (perType.get(index) ?? 0) + count.quantity);
      total += count.quantity;
    }
  }
  const orderIds = batch.map((hold) => hold.orderId);
  const filter: Record<string, unknown> = {
    _id: eventId,
    ticketQuantity: layout.ticketQuantity,
    seatsTaken: { $lte: layout.ticketQuantity - total },
    endsAt: { $gt: now },
    heldFor: { $nin: orderIds },
  };
  const inc: Record<string, number> = { seatsTaken: total, countersVersion: 1 };
  for (const [index, quantity] of perType) {
    const type = types[index] as { _id: Types.ObjectId; quantity: number };
    filter[`ticketTypes.${index}._id`] = type._id;
    filter[`ticketTypes.${index}.quantity`] = type.quantity;
    filter[`ticketTypes.${index}.taken`] = { $lte: type.quantity - quantity };
    inc[`ticketTypes.${index}.taken`] = quantity;
  }
  return (await Event.updateOne(filter, { $inc: inc, $push: { heldFor: { $each: orderIds } }, $set: OPEN_MARKS })).modifiedCount === 1;
}

/**
 * Decides `batch` on the counters as they are: read, each hold in its place, one write conditional
 * on exactly those counters. Null when other processes kept moving them.
 */
async function decideOneByOne(eventId: string, batch: Hold[]): Promise<(boolean | "alone")[] | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const counters = await readCounters(eventId);
    if (!counters) return batch.map(() => false);
    const now = new Date();
    const { decisions, after } = decideBatch(counters, batch, now);
    const admitted = batch.filter((_, index) => decisions[index] === true).map((hold) => hold.orderId);
    if (admitted.length === 0) return decisions;
    if (await writeBatch(eventId, counters, after, admitted, now)) {
      await announceEventChange(eventId, "seats");
      return decisions;
    }
  }
  return null;
}

/** One write for the holds of an event that arrived together (batched-calls.ts), decided with the type list the latest of them read. */
async function decideHolds(eventId: string, batch: Hold[]): Promise<Outcome<boolean | "alone">[]> {
  const layout = (batch.at(-1) as Hold).layout;
  const whole = await writeWholeBatch(eventId, layout, batch, new Date());
  if (whole) {
    await announceEventChange(eventId, "seats");
    return batch.map(() => ({ value: true }));
  }
  // Not every hold fits (the last seats), or the layout moved: decided hold by hold on the counters as they are.
  const decisions = whole === null ? null : await decideOneByOne(eventId, batch);
  return batch.map((_, index) => ({ value: decisions?.[index] ?? "alone" }));
}

// On globalThis: every route bundle may carry its own copy of this module; holds of one event from
// any route (a purchase, a guest's, a waitlist offer) share one queue.
const processWide = globalThis as typeof globalThis & { __scheditixGroupedHolds?: (eventId: string, hold: Hold) => Promise<boolean | "alone"> };
const holdInBatch = (processWide.__scheditixGroupedHolds ??= keyedBatchedCalls(decideHolds));

/**
 * Asks for an order's seats in the next group write of its event: holds that arrive while one write
 * is on its way go together in the next, each decided in its place in arrival order, with the same
 * guarantees as a hold alone (all or nothing per order, never more than the event and each type
 * have, the order's mark in `heldFor` in the same write). Exact across processes: each write is
 * conditional on the counters it was decided on. "alone" when the hold must be tried on its own
 * (its types changed, or other processes kept moving the counters).
 */
export function holdInNextWrite(eventId: string, orderId: OrderId, counts: TypeCount[], layout: StockView): Promise<boolean | "alone"> {
  return holdInBatch(eventId, { orderId, counts, layout });
}
