// Inventory: how much of an event's per-buyer limit a buyer holds, taken and given back per order.
import "server-only";
import type { Types } from "mongoose";
import { ignoreDuplicateKey, isDuplicateKey } from "@/lib/platform/duplicate-key";
import { TicketQuota } from "@/models/TicketQuota";

type OrderRef = Types.ObjectId | string;

/**
 * Raises what a buyer holds for an event by one order's tickets, only while it stays within
 * `limit`: one conditional $inc (creating the counter on a first purchase) that also records the
 * order, so giving it back later is keyed by the order and can never happen twice. A duplicate key
 * means a racing first purchase created the counter first: the update alone then decides.
 */
export async function reserveQuota(buyerId: string, eventId: string, orderId: OrderRef, quantity: number, limit: number): Promise<boolean> {
  const withinLimit = { buyer: buyerId, event: eventId, held: { $lte: limit - quantity }, orders: { $ne: orderId } };
  const take = { $inc: { held: quantity }, $push: { orders: orderId } };
  try {
    await TicketQuota.updateOne(withinLimit, take, { upsert: true });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return (await TicketQuota.updateOne(withinLimit, take)).modifiedCount === 1;
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
