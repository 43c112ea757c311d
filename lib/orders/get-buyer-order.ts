import "server-only";
import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { toOrderView, type LeanOrder, type OrderView } from "@/lib/orders/serialize-order";
import { Order } from "@/models/Order";

/** One of the user's own orders, or null (also for someone else's). */
export async function getBuyerOrder(userId: string, orderId: string): Promise<OrderView | null> {
  if (!isValidObjectId(orderId)) return null;
  await connectToDatabase();
  const order = await Order.findOne({ _id: orderId, buyer: userId }).lean<LeanOrder>();
  return order ? toOrderView(order) : null;
}

/** The order behind a payment reference, or null. */
export async function findOrderByReference(reference: string): Promise<OrderView | null> {
  await connectToDatabase();
  const order = await Order.findOne({ reference }).lean<LeanOrder>();
  return order ? toOrderView(order) : null;
}
