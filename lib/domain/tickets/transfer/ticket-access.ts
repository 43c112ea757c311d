// Who may act on one ticket without being its organiser: whoever holds its own link, its buyer
// through the order's link, or its buyer (or holder with an account) signed in.
import "server-only";
import { isValidObjectId } from "mongoose";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { isTicketOwnKey } from "@/lib/domain/tickets/holders/ticket-own-link";
import { isOrderTicketsKey } from "@/lib/domain/tickets/ticket-link";
import type { LeanTicket, Transferor } from "@/lib/domain/tickets/transfer/transfer-ticket";
import { Order } from "@/models/Order";
import { Ticket } from "@/models/Ticket";

export type TicketKeys = { k?: string; orderId?: string; orderKey?: string };

/** One answer for a ticket that does not exist and one the caller may not reach, so ids cannot be probed. */
const noTicket = () => new ApiError("not_found", "No ticket at this link: it may have been passed on to someone else");

/** The ticket and who the caller is to it, or a 404. */
export async function reachTicket(ticketId: string, keys: TicketKeys, userId: string | null): Promise<{ ticket: LeanTicket; by: Transferor }> {
  if (!isValidObjectId(ticketId)) throw noTicket();
  await connectToDatabase();
  const ticket = await Ticket.findById(ticketId).lean<LeanTicket>();
  if (!ticket) throw noTicket();
  if (keys.k) {
    if (isTicketOwnKey(ticket, keys.k)) return { ticket, by: { kind: "holder", label: "The ticket's holder (its link)" } };
    throw noTicket();
  }
  if (keys.orderId && keys.orderKey) {
    if (!isOrderTicketsKey(keys.orderId, keys.orderKey)) throw noTicket();
    const order = await Order.findOne({ publicId: keys.orderId, kind: "ticket" }, { _id: 1 }).lean();
    // Only the order's own tickets, and not one issued to someone else by a transfer.
    if (order && String(order._id) === String(ticket.order) && !ticket.transferredFrom) {
      return { ticket, by: { kind: "buyer", label: "The buyer (the order's link)" } };
    }
    throw noTicket();
  }
  if (userId) {
    const ownsIt = String(ticket.owner) === userId && ticket.heldByOwner !== false;
    const order = ownsIt ? null : await Order.findOne({ _id: ticket.order, buyer: userId }, { _id: 1 }).lean();
    if (ownsIt || (order && !ticket.transferredFrom)) return { ticket, by: { kind: "buyer", label: "The buyer (signed in)" } };
  }
  throw noTicket();
}
