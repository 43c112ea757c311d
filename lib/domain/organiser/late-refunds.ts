import "server-only";
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/platform/db";
import { Order } from "@/models/Order";

/** Payments for an event that arrived after their hold on a sold-out event, and were refunded in full. */
export type LateRefunds = { count: number; amountKobo: number };

/**
 * The event's late payments refunded automatically (being refunded, or refunded): how many and how
 * much went back. Read by the event's index (event first, then status).
 */
export async function lateRefundsOf(eventId: Types.ObjectId | string): Promise<LateRefunds> {
  await connectToDatabase();
  const orders = await Order.find({ event: eventId, status: { $in: ["refund_due", "refunded"] }, lateRefund: true }, { amountKobo: 1 }).lean();
  return { count: orders.length, amountKobo: orders.reduce((sum, order) => sum + order.amountKobo, 0) };
}
