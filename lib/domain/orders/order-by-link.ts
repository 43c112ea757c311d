// Read: the order and tickets a no-login ticket link opens.
import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { isPublicOrderId } from "@/models/public-order-id";
import { toOrderView, type OrderView } from "@/lib/domain/orders/serialize-order";
import { isOrderTicketsKey } from "@/lib/domain/tickets/ticket-link";
import { listTicketsOfOrder, type BuyerTicket } from "@/lib/domain/tickets/buyer-tickets";
import { Order, type LeanOrder } from "@/models/Order";

export type OrderByLink = { order: OrderView; tickets: BuyerTicket[]; email: string };

/** The order and tickets a no-login ticket link opens, or null when the link is not one we made. */
export async function orderByTicketLink(publicId: string, key: string | undefined): Promise<OrderByLink | null> {
  if (!isPublicOrderId(publicId) || !isOrderTicketsKey(publicId, key)) return null;
  await connectToDatabase();
  const order = await Order.findOne({ publicId, kind: "ticket" }).lean<LeanOrder>();
  if (!order) return null;
  const tickets = order.status === "paid" || order.status === "refunded" ? await listTicketsOfOrder(order._id) : [];
  return { order: toOrderView(order), tickets, email: order.email ?? "" };
}
