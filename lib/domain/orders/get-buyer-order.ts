// Read: a buyer's own order and its tickets.
import "server-only";
import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/platform/db";
import { isPublicOrderId } from "@/models/public-order-id";
import { toOrderView, type OrderView } from "@/lib/domain/orders/serialize-order";
import { listOwnTicketsOfOrder, type BuyerTicket } from "@/lib/domain/tickets/buyer-tickets";
import { Order, type LeanOrder } from "@/models/Order";

/**
 * Finds an order by the id a caller sent. The public id is a capability; the internal ObjectId
 * counts only for its buyer (`ownerId`), so a guessed id never finds another buyer's order.
 */
export async function findOrderById(id: string, ownerId: string | null): Promise<LeanOrder | null> {
  await connectToDatabase();
  if (isPublicOrderId(id)) {
    const order = await Order.findOne({ publicId: id }).lean<LeanOrder>();
    return order && (!ownerId || String(order.buyer) === ownerId) ? order : null;
  }
  if (!ownerId || !isValidObjectId(id)) return null;
  return Order.findOne({ _id: id, buyer: ownerId }).lean<LeanOrder>();
}

/** One of the user's own orders, or null (also for someone else's). */
export async function getBuyerOrder(userId: string, orderId: string): Promise<OrderView | null> {
  const order = await findOrderById(orderId, userId);
  return order ? toOrderView(order) : null;
}

/** The tickets of one of the user's orders (by public or internal id), in seat order; empty for someone else's order. */
export async function listOrderTickets(userId: string, orderId: string): Promise<BuyerTicket[]> {
  const order = await findOrderById(orderId, userId);
  if (!order) return [];
  return listOwnTicketsOfOrder(userId, order._id);
}
