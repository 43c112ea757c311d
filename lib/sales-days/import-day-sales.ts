import type { Types } from "mongoose";
import { SalesDay } from "@/models/SalesDay";

// Not "server-only": the demo seed, which also runs outside Next.js (tsx scripts/seed.ts), uses it.

/**
 * Sets what an event sold on a day without passing through fulfilment (orders from before the
 * counters, the demo seed's). A $set, so writing the same figure again changes nothing; a
 * duplicate key means a racing write created the counter first: set it then.
 */
export async function importDaySales(event: Types.ObjectId | string, day: string, tickets: number): Promise<void> {
  const key = { event, day };
  const update = { $set: { imported: tickets } };
  try {
    await SalesDay.updateOne(key, update, { upsert: true });
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    await SalesDay.updateOne(key, update);
  }
}
