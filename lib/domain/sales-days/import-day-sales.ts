import type { Types, UpdateQuery } from "mongoose";
import { upsertRacing } from "@/lib/platform/duplicate-key";
import { SalesDay } from "@/models/SalesDay";

// Not "server-only": the demo seed, which also runs outside Next.js (tsx scripts/seed.ts), uses it.

type EventRef = Types.ObjectId | string;

/**
 * Applies `update` to an event's counter for `day`, creating the counter if it is the day's first
 * write. A duplicate key means a racing first write created it: the update alone then applies.
 */
export async function updateDaySales(event: EventRef, day: string, update: UpdateQuery<unknown>): Promise<void> {
  await upsertRacing(() => SalesDay.updateOne({ event, day }, update, { upsert: true }));
}

/**
 * Sets what an event sold on a day without passing through fulfilment (orders from before the
 * counters, the demo seed's). A $set, so writing the same figure again changes nothing.
 */
export const importDaySales = (event: EventRef, day: string, tickets: number) => updateDaySales(event, day, { $set: { imported: tickets } });
