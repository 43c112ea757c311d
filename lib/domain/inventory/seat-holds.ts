// Inventory: how much of an event's per-buyer limit a buyer holds, taken and given back per order.
import "server-only";
import type { Types } from "mongoose";
import { batchedCalls } from "@/lib/platform/batched-calls";
import { ignoreDuplicateKey, isDuplicateKey } from "@/lib/platform/duplicate-key";
import { TicketQuota } from "@/models/TicketQuota";

type OrderRef = Types.ObjectId | string;

type QuotaTake = { buyer: string; event: string; order: OrderRef; quantity: number; limit: number };

const withinLimit = (take: QuotaTake) => ({
  buyer: take.buyer,
  event: take.event,
  held: { $lte: take.limit - take.quantity },
  orders: { $ne: take.order },
});
const raise = (take: QuotaTake) => ({ $inc: { held: take.quantity }, $push: { orders: take.order } });

/**
 * Raises what a buyer holds for an event by one order's tickets, only while it stays within
 * `limit`: one conditional $inc (creating the counter on a first purchase) that also records the
 * order, so giving it back later is keyed by the order and can never happen twice. The purchases
 * that arrive together send their updates in one command and read back which orders were counted
 * (batched-calls.ts): two round trips for a rush instead of one per buyer.
 */
export function reserveQuota(buyerId: string, eventId: string, orderId: OrderRef, quantity: number, limit: number): Promise<boolean> {
  return reserveInBatch({ buyer: buyerId, event: eventId, order: orderId, quantity, limit });
}

const reserveInBatch = batchedCalls(async (takes: QuotaTake[]) => {
  if (takes.length === 1) return [{ value: await reserveAlone(takes[0] as QuotaTake) }];
  await TicketQuota.bulkWrite(
    takes.map((take) => ({ updateOne: { filter: withinLimit(take), update: raise(take), upsert: true } })),
    { ordered: false },
  ).catch(ignoreDuplicateKeys);
  // Each update records its order in the counter it raised: the orders found there are counted. An
  // upsert that met a full counter (or one a racing first purchase created) failed with a duplicate
  // key, which also stops the rest of the command on the embedded database: whatever is not counted
  // is tried alone, where the update decides.
  const counters = await TicketQuota.find(
    { buyer: { $in: takes.map((take) => take.buyer) }, event: { $in: takes.map((take) => take.event) } },
    { buyer: 1, event: 1, orders: 1 },
  ).lean();
  const counted = new Set(counters.flatMap((counter) => (counter.orders ?? []).map((order) => `${counter.buyer} ${counter.event} ${order}`)));
  return Promise.all(takes.map(async (take) => ({ value: counted.has(`${take.buyer} ${take.event} ${take.order}`) || (await reserveAlone(take)) })));
});

/** A bulk write's failures that are all duplicate keys (upserts that lost to an existing counter) are no failure. */
function ignoreDuplicateKeys(error: unknown): void {
  const writeErrors = (error as { writeErrors?: unknown[] }).writeErrors;
  if (isDuplicateKey(error) || (writeErrors?.length && writeErrors.every(isDuplicateKey))) return;
  throw error;
}

/** One take alone; a duplicate key means a racing first purchase created the counter first: the update alone then decides. */
async function reserveAlone(take: QuotaTake): Promise<boolean> {
  try {
    await TicketQuota.updateOne(withinLimit(take), raise(take), { upsert: true });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return (await TicketQuota.updateOne(withinLimit(take), raise(take))).modifiedCount === 1;
  }
}

/** Gives back one order's share of the buyer's allowance; a no-op if it was never taken or already given back. */
export async function releaseQuota(buyerId: string, eventId: string, orderId: OrderRef, quantity: number): Promise<void> {
  await TicketQuota.updateOne({ buyer: buyerId, event: eventId, orders: orderId }, { $inc: { held: -quantity }, $pull: { orders: orderId } });
}

/** Takes an order's share of the allowance again (a payment that arrived after its hold ended), once. */
export async function retakeQuota(buyerId: string, eventId: string, orderId: OrderRef, quantity: number): Promise<void> {
  await TicketQuota.updateOne(
    { buyer: buyerId, event: eventId, orders: { $ne: orderId } },
    { $inc: { held: quantity }, $push: { orders: orderId } },
    { upsert: true },
  ).catch(ignoreDuplicateKey);
}

export async function quotaHeld(buyerId: string, eventId: string): Promise<number> {
  return (await TicketQuota.findOne({ buyer: buyerId, event: eventId }, { held: 1 }).lean())?.held ?? 0;
}
