import "server-only";
import { Event } from "@/models/Event";
import { TicketQuota } from "@/models/TicketQuota";

/**
 * Takes `quantity` seats in one conditional update: only if that many are left, the quantity is
 * still the one checked, and the event has not ended. Answers whether the seats were taken.
 */
export async function holdSeats(eventId: string, ticketQuantity: number, quantity: number): Promise<boolean> {
  const result = await Event.updateOne(
    { _id: eventId, ticketQuantity, seatsTaken: { $lte: ticketQuantity - quantity }, endsAt: { $gt: new Date() } },
    { $inc: { seatsTaken: quantity } },
  );
  return result.modifiedCount === 1;
}

export async function releaseSeats(eventId: string, quantity: number): Promise<void> {
  await Event.updateOne({ _id: eventId, seatsTaken: { $gte: quantity } }, { $inc: { seatsTaken: -quantity } });
}

/**
 * Raises what a buyer holds for an event, only while it stays within `limit`: one conditional
 * $inc that creates the counter on a first purchase. A duplicate key means the counter exists and
 * is at its limit, or a racing first purchase created it first: the update alone then decides.
 */
export async function reserveQuota(buyerId: string, eventId: string, quantity: number, limit: number): Promise<boolean> {
  const withinLimit = { buyer: buyerId, event: eventId, held: { $lte: limit - quantity } };
  try {
    await TicketQuota.updateOne(withinLimit, { $inc: { held: quantity } }, { upsert: true });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    return (await TicketQuota.updateOne(withinLimit, { $inc: { held: quantity } })).modifiedCount === 1;
  }
}

export async function releaseQuota(buyerId: string, eventId: string, quantity: number): Promise<void> {
  await TicketQuota.updateOne({ buyer: buyerId, event: eventId, held: { $gte: quantity } }, { $inc: { held: -quantity } });
}

export async function quotaHeld(buyerId: string, eventId: string): Promise<number> {
  return (await TicketQuota.findOne({ buyer: buyerId, event: eventId }, { held: 1 }).lean())?.held ?? 0;
}
