import "server-only";
import { Types } from "mongoose";
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
  // Counted apart: FerretDB 1.24 answers 0 for a constant `$sum: 1` in $group.
  const [[totals], events] = await Promise.all([
    Event.aggregate<{ sold: number; revenue: number }>([
      { $match: { organizer: new Types.ObjectId(organizerId) } },
      { $group: { _id: null, sold: { $sum: "$ticketSold" }, revenue: { $sum: "$revenueGenerated" } } },
    ]),
    Event.countDocuments({ organizer: organizerId }),
  ]);
  const [recent, salesByDay] = await Promise.all([
    listPlannerEvents(organizerId, { status: "all", page: 1, limit: 5 }),
    dailySalesOf(organizerId, now),
  ]);
  return {
    totalTicketSold: totals?.sold ?? 0,
    totalRevenue: totals?.revenue ?? 0,
    totalEventsOrganized: events,
    recentEvents: recent.items,
    salesByDay,
  };
}

async function dailySalesOf(organizerId: string, now: Date): Promise<DailySales[]> {
  const events = await Event.find({ organizer: organizerId }, { _id: 1 }).lean();
  const sales = await Order.find(
    { kind: "ticket", status: "paid", event: { $in: events.map((event) => event._id) }, paidAt: { $gte: firstLagosDayStart(now) } },
    { paidAt: 1, quantity: 1, amountKobo: 1 },
  ).lean<{ paidAt: Date; quantity: number; amountKobo: number }[]>();
  return salesPerDay(sales, now);
}
