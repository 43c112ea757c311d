import "server-only";
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { listPlannerEvents } from "@/lib/events/planner-events";
import type { OrganiserEvent } from "@/lib/events/organiser-event";
import { firstLagosDayStart, salesPerDay, type DailySales } from "@/lib/organiser/daily-sales";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";

export type Overview = {
  totalTicketSold: number;
  totalRevenue: number;
  totalEventsOrganized: number;
  recentEvents: OrganiserEvent[];
  /** The last 30 Lagos days, oldest first, from paid ticket orders. */
  salesByDay: DailySales[];
};

/** The organiser's own totals (kept in step with paid orders on each event), daily sales and five newest events. */
export async function organiserOverview(organizerId: string, now = new Date()): Promise<Overview> {
  await connectToDatabase();
  // Summed here rather than in a $group: FerretDB 1.24 answers 0 for every accumulator after the first.
  const events = await Event.find({ organizer: organizerId }, { ticketSold: 1, revenueGenerated: 1 }).lean();
  const [recent, salesByDay] = await Promise.all([
    listPlannerEvents(organizerId, { status: "all", page: 1, limit: 5 }),
    dailySalesOf(events.map((event) => event._id), now),
  ]);
  return {
    totalTicketSold: events.reduce((sum, event) => sum + event.ticketSold, 0),
    totalRevenue: events.reduce((sum, event) => sum + event.revenueGenerated, 0),
    totalEventsOrganized: events.length,
    recentEvents: recent.items,
    salesByDay,
  };
}

async function dailySalesOf(eventIds: Types.ObjectId[], now: Date): Promise<DailySales[]> {
  const sales = await Order.find(
    { kind: "ticket", status: "paid", event: { $in: eventIds }, paidAt: { $gte: firstLagosDayStart(now) } },
    { paidAt: 1, quantity: 1, amountKobo: 1 },
  ).lean<{ paidAt: Date; quantity: number; amountKobo: number }[]>();
  return salesPerDay(sales, now);
}
