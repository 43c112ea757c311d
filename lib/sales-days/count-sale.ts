import "server-only";
import type { Types } from "mongoose";
import { salesDayKey } from "@/lib/sales-days/sales-day-key";
import { SalesDay } from "@/models/SalesDay";

type EventRef = Types.ObjectId | string;

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/** Adds `tickets` to an event's sales on the day of `paidAt`. */
export const countSale = (eventId: EventRef, paidAt: Date, tickets: number) => addDaySales(eventId, salesDayKey(paidAt), tickets);

/**
 * Adds `tickets` to an event's sales on `day`: one atomic $inc, creating the day's counter on its
 * first sale. A duplicate key means a racing first sale created it: $inc it then.
 */
export async function addDaySales(eventId: EventRef, day: string, tickets: number): Promise<void> {
  const key = { event: eventId, day };
  try {
    await SalesDay.updateOne(key, { $inc: { sold: tickets } }, { upsert: true });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    await SalesDay.updateOne(key, { $inc: { sold: tickets } });
  }
}

/** Takes refunded tickets off the day they were sold; a sale older than the counters has none to take back. */
export async function uncountSale(eventId: EventRef, paidAt: Date, tickets: number): Promise<void> {
  await SalesDay.updateOne({ event: eventId, day: salesDayKey(paidAt) }, { $inc: { sold: -tickets } });
}
