import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { ticketPriceKobo } from "@/lib/domain/refunds/ticket-price";
import { Order, type LeanOrder } from "@/models/Order";
import { Ticket } from "@/models/Ticket";

/** One ticket of an order as the refund dialog lists it: its place, type, the price paid for it (naira, after any discount) and state. */
export type OrderTicket = { _id: string; label: string; typeName: string; price: number; checkedIn: boolean; refunded: boolean };

function seatLabel(ticket: { seatIndex: number; tableNumber?: number | null; seatNumber?: number | null }) {
  const place = [ticket.tableNumber != null ? `Table ${ticket.tableNumber}` : "", ticket.seatNumber != null ? `Seat ${ticket.seatNumber}` : ""]
    .filter(Boolean)
    .join(" · ");
  return `Ticket ${ticket.seatIndex + 1}${place ? ` (${place})` : ""}`;
}

/**
 * The tickets of some orders, in seat order, for choosing which of them to refund. Each price comes
 * from `ticketPriceKobo`, the function the refund itself charges back, so the dialog's total is
 * what moves. One indexed query per order (an equality on `order`).
 */
export async function ticketsOfOrders(orderIds: string[]): Promise<Map<string, OrderTicket[]>> {
  await connectToDatabase();
  const lists = await Promise.all(
    orderIds.map(async (orderId) => {
      const [order, tickets] = await Promise.all([
        Order.findById(orderId, { lines: 1, amountKobo: 1, feeKobo: 1, quantity: 1 }).lean<
          Pick<LeanOrder, "lines" | "amountKobo" | "feeKobo" | "quantity">
        >(),
        Ticket.find({ order: orderId }, { seatIndex: 1, tableNumber: 1, seatNumber: 1, status: 1, ticketType: 1 }).sort({ seatIndex: 1 }).lean(),
      ]);
      const typeName = (type: unknown) => order?.lines?.find((line) => String(line.ticketType) === String(type))?.name ?? "Regular";
      // A ticket passed on is replaced by its new holder's ticket for the same seat: that one is listed (docs/tickets-for-people.md).
      const listed = tickets
        .filter((ticket) => ticket.status !== "transferred")
        .map((ticket) => ({
          _id: String(ticket._id),
          label: seatLabel(ticket),
          typeName: typeName(ticket.ticketType),
          price: order ? ticketPriceKobo(order, ticket.ticketType) / 100 : 0,
          checkedIn: ticket.status === "checked_in",
          refunded: ticket.status === "refunded",
        }));
      return [orderId, listed] as const;
    }),
  );
  return new Map(lists);
}
