import "server-only";
import type { Types } from "mongoose";
import { addDaySales } from "@/lib/sales-days/count-sale";
import { tallySalesDays } from "@/lib/sales-days/sales-day-key";
import { SalesDay } from "@/models/SalesDay";

type PaidOrder = { paidAt?: Date | null; quantity: number; refundedQuantity?: number | null };

/**
 * Sets an event's per-day sales to what its paid orders say, after a crash may have stopped a
 * fulfilment before or after it counted its day. Called by the event recount, which only lands
 * while the event is quiet; each correction is still conditional on the counter read, so a sale
 * counted meanwhile is never overwritten.
 */
export async function recountSalesDays(eventId: Types.ObjectId | string, paidOrders: PaidOrder[]): Promise<void> {
  const counted = new Map([...tallySalesDays(paidOrders.map((order) => ({ ...order, event: eventId }))).values()].map((entry) => [entry.day, entry.tickets]));
  const stored = await SalesDay.find({ event: eventId }, { day: 1, sold: 1, imported: 1 }).lean();
  const storedDays = new Set(stored.map((counter) => counter.day));
  await Promise.all([
    ...stored.map((counter) => {
      const tickets = counted.get(counter.day) ?? 0;
      const imported = counter.imported ?? 0;
      if (tickets === (counter.sold ?? 0) + imported) return null;
      return SalesDay.updateOne({ _id: counter._id, sold: counter.sold }, { $set: { sold: tickets - imported } });
    }),
    ...[...counted]
      .filter(([day, tickets]) => !storedDays.has(day) && tickets !== 0)
      .map(([day, tickets]) => addDaySales(eventId, day, tickets)),
  ]);
}
