import "server-only";
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/platform/db";
import { listOrganiserEvents } from "@/lib/domain/events/organiser-event-list";
import type { OrganiserEvent } from "@/lib/domain/events/organiser-event";
import { firstLagosDayStart, salesPerDay, type DailySales } from "@/lib/domain/organiser/daily-sales";
import { salesByType, type TypeSales } from "@/lib/domain/organiser/sales-by-type";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";
import { Ticket } from "@/models/Ticket";

export type Overview = {
  totalTicketSold: number;
  totalRevenue: number;
  totalEventsOrganized: number;
  recentEvents: OrganiserEvent[];
  /** The last 30 Lagos days, oldest first, from paid ticket orders. */
  salesByDay: DailySales[];
  /** Every paid ticket, by ticket type name. */
  salesByType: TypeSales[];
};

/** The organiser's own totals (kept in step with paid orders on each event), daily sales and five newest events. */
export async function organiserOverview(organiserId: string, now = new Date()): Promise<Overview> {
  await connectToDatabase();
  // Summed here rather than in a $group: FerretDB 1.24 answers 0 for every accumulator after the first.
  const events = await Event.find({ organizer: organiserId }, { ticketSold: 1, revenueGenerated: 1 }).lean();
  const eventIds = events.map((event) => event._id);
  const [recent, salesByDay, byType] = await Promise.all([
    listOrganiserEvents(organiserId, { status: "all", page: 1, limit: 5 }),
    dailySalesOf(eventIds, now),
    typeSalesOf(eventIds),
  ]);
  return {
    totalTicketSold: events.reduce((sum, event) => sum + event.ticketSold, 0),
    totalRevenue: events.reduce((sum, event) => sum + event.revenueGenerated, 0),
    totalEventsOrganized: events.length,
    recentEvents: recent.items,
    salesByDay,
    salesByType: byType,
  };
}

async function dailySalesOf(eventIds: Types.ObjectId[], now: Date): Promise<DailySales[]> {
  const sales = await Order.find(
    { kind: "ticket", status: "paid", event: { $in: eventIds }, paidAt: { $gte: firstLagosDayStart(now) } },
    { paidAt: 1, quantity: 1, amountKobo: 1, feeKobo: 1, refundedQuantity: 1, refundedKobo: 1 },
  ).lean<{ paidAt: Date; quantity: number; amountKobo: number; feeKobo?: number; refundedQuantity?: number; refundedKobo?: number }[]>();
  // Ticket sales net of refunded tickets, as the totals beside the chart are (fees a buyer paid on top are not sales).
  const kept = sales.map((sale) => ({
    paidAt: sale.paidAt,
    quantity: sale.quantity - (sale.refundedQuantity ?? 0),
    amountKobo: sale.amountKobo - (sale.feeKobo ?? 0) - (sale.refundedKobo ?? 0),
  }));
  return salesPerDay(kept, now);
}

/** Paid ticket orders of these events, summed per ticket type net of refunds (for one event: pass just its id). */
export async function typeSalesOf(eventIds: (Types.ObjectId | string)[]): Promise<TypeSales[]> {
  const orders = await Order.find(
    { kind: "ticket", status: "paid", event: { $in: eventIds } },
    { quantity: 1, amountKobo: 1, lines: 1, refundedQuantity: 1, refundedKobo: 1 },
  ).lean();
  const partlyRefunded = orders.filter((order) => (order.refundedQuantity ?? 0) > 0 && (order.lines?.length ?? 0) > 1);
  // One indexed query per partly refunded order of several types (an equality on `order`, which
  // the embedded database answers from the index; an $in would read every ticket).
  const refunded = (
    await Promise.all(partlyRefunded.map((order) => Ticket.find({ order: order._id, status: "refunded" }, { order: 1, ticketType: 1 }).lean()))
  ).flat();
  return salesByType(
    orders.map((order) => ({
      ...order,
      refundedTypes: refunded.filter((ticket) => String(ticket.order) === String(order._id)).map((ticket) => String(ticket.ticketType)),
    })),
  );
}
