import "server-only";
import type { Types } from "mongoose";
import { trendingDays } from "@/lib/domain/sales-days/sales-day-key";
import { SalesDay } from "@/models/SalesDay";

/**
 * The events that sold the most tickets on the last 14 Lagos days, best first, at most `limit`.
 * One equality lookup per day, in parallel: the embedded database answers each from the `day`
 * index (a range or $in would make it read and decode the whole collection).
 */
export async function topSellingEvents(now: Date, limit = 50): Promise<{ event: Types.ObjectId; sold: number }[]> {
  const days = await Promise.all(trendingDays(now).map((day) => SalesDay.find({ day }, { _id: 0, event: 1, sold: 1, imported: 1 }).lean()));
  const totals = new Map<string, { event: Types.ObjectId; sold: number }>();
  for (const counter of days.flat()) {
    const total = totals.get(String(counter.event)) ?? { event: counter.event, sold: 0 };
    total.sold += (counter.sold ?? 0) + (counter.imported ?? 0);
    totals.set(String(counter.event), total);
  }
  return [...totals.values()]
    .filter((total) => total.sold > 0)
    .sort((a, b) => b.sold - a.sold || String(a.event).localeCompare(String(b.event)))
    .slice(0, limit);
}
