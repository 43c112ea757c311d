// Inventory: the order marks that make each counter change land once.
import "server-only";
import type { Types } from "mongoose";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";
import { PromoCode } from "@/models/PromoCode";

/**
 * Order marks. An event lists the orders whose seats its counters hold (`heldFor`) and whose sale
 * they count (`soldFor`); a code lists the orders whose uses it counts. Each order-level change to
 * a counter is conditional on the mark and moves it in the same update, so a step retried after a
 * crash, or by a second process, lands exactly once — and nothing needs a recount of the event.
 * A document with marks is flagged `marks: "open"` (set with every mark), so the sweeper finds them.
 */
export const OPEN_MARKS = { marks: "open" } as const;

/** How long a settled order's marks are kept: longer than any step could still be running for it. */
const KEEP_SETTLED_MS = 10 * 60_000;
const BATCH = 200;

type Marked = { _id: Types.ObjectId; heldFor?: Types.ObjectId[] | null; soldFor?: Types.ObjectId[] | null };

/** Removes the marks of settled orders (paid and issued, expired and given back, …) from events and codes. */
export async function clearSettledMarks(now = new Date()): Promise<void> {
  const [events, codes] = await Promise.all([
    Event.find({ marks: "open" }, { heldFor: 1, soldFor: 1 }).limit(BATCH).lean<Marked[]>(),
    PromoCode.find({ marks: "open" }, { heldFor: 1 }).limit(BATCH).lean<Marked[]>(),
  ]);
  const marked = [...events, ...codes].flatMap((doc) => [...(doc.heldFor ?? []), ...(doc.soldFor ?? [])]);
  const settled = await settledOrders(marked, now);
  await Promise.all([...events.map((event) => clear(Event, event, settled)), ...codes.map((code) => clear(PromoCode, code, settled))]);
}

/** Of these orders, those no step can still need a mark for: gone, or final and untouched for a while. */
async function settledOrders(ids: Types.ObjectId[], now: Date): Promise<Set<string>> {
  const unique = [...new Set(ids.map(String))];
  if (unique.length === 0) return new Set();
  const live = await Order.find(
    {
      _id: { $in: unique },
      $or: [
        { status: { $in: ["holding", "pending"] } },
        { release: "due" },
        { fulfilment: "due" },
        { updatedAt: { $gt: new Date(now.getTime() - KEEP_SETTLED_MS) } },
      ],
    },
    { _id: 1 },
  ).lean();
  const stillNeeded = new Set(live.map((order) => String(order._id)));
  return new Set(unique.filter((id) => !stillNeeded.has(id)));
}

type MarkedModel = typeof Event | typeof PromoCode;

async function clear(model: MarkedModel, doc: Marked, settled: Set<string>): Promise<void> {
  const held = (doc.heldFor ?? []).filter((id) => settled.has(String(id)));
  const sold = (doc.soldFor ?? []).filter((id) => settled.has(String(id)));
  if (held.length > 0 || sold.length > 0) {
    await (model as typeof Event).updateOne(
      { _id: doc._id },
      { $pullAll: { ...(held.length ? { heldFor: held } : {}), ...(sold.length ? { soldFor: sold } : {}) } },
    );
  }
  // No mark left (and none added meanwhile: the same update checks): the flag goes.
  await (model as typeof Event).updateOne(
    { _id: doc._id, "heldFor.0": { $exists: false }, "soldFor.0": { $exists: false } },
    { $unset: { marks: 1 } },
  );
}
