import "server-only";
import { connectToDatabase } from "@/lib/db";
import { Ticket } from "@/models/Ticket";

export type OrderTicket = { _id: string; label: string; refunded: boolean };

function seatLabel(ticket: { seatIndex: number; tableNumber?: number | null; seatNumber?: number | null }) {
  const place = [ticket.tableNumber != null ? `Table ${ticket.tableNumber}` : "", ticket.seatNumber != null ? `Seat ${ticket.seatNumber}` : ""]
    .filter(Boolean)
    .join(" · ");
  return `Ticket ${ticket.seatIndex + 1}${place ? ` (${place})` : ""}`;
}

/** The tickets of some orders, in seat order, for choosing which of them to refund. */
export async function ticketsOfOrders(orderIds: string[]): Promise<Map<string, OrderTicket[]>> {
  await connectToDatabase();
  const tickets = await Ticket.find({ order: { $in: orderIds } }, { order: 1, seatIndex: 1, tableNumber: 1, seatNumber: 1, status: 1 })
    .sort({ order: 1, seatIndex: 1 })
    .lean();
  const byOrder = new Map<string, OrderTicket[]>();
  for (const ticket of tickets) {
    const list = byOrder.get(String(ticket.order)) ?? [];
    list.push({ _id: String(ticket._id), label: seatLabel(ticket), refunded: ticket.status === "refunded" });
    byOrder.set(String(ticket.order), list);
  }
  return byOrder;
}
