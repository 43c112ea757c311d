import "server-only";
import type { Types } from "mongoose";
import { updateDaySales } from "@/lib/domain/sales-days/import-day-sales";
import { salesDayKey } from "@/lib/domain/sales-days/sales-day-key";
import { SalesDay } from "@/models/SalesDay";

type EventRef = Types.ObjectId | string;

/** Adds `tickets` to an event's sales on the day of `paidAt`. */
export const countSale = (eventId: EventRef, paidAt: Date, tickets: number) => addDaySales(eventId, salesDayKey(paidAt), tickets);

/** Adds `tickets` to an event's sales on `day`: one atomic $inc. */
export const addDaySales = (eventId: EventRef, day: string, tickets: number) => updateDaySales(eventId, day, { $inc: { sold: tickets } });

/** Takes refunded tickets off the day they were sold; a sale older than the counters has none to take back. */
export async function uncountSale(eventId: EventRef, paidAt: Date, tickets: number): Promise<void> {
  await SalesDay.updateOne({ event: eventId, day: salesDayKey(paidAt) }, { $inc: { sold: -tickets } });
}
