import "server-only";
import { connectToDatabase } from "@/lib/db";
import type { LeanOrder } from "@/lib/orders/serialize-order";
import { returnSeats } from "@/lib/payments/fulfil-order";
import { Order } from "@/models/Order";

/**
 * Ends unpaid holds whose 15 minutes are up and gives their seats back. Each order moves
 * pending → expired in a conditional update, so every instance may sweep at once.
 */
export async function expireHolds(now = new Date()): Promise<number> {
  await connectToDatabase();
  const due = await Order.find({ status: "pending", expiresAt: { $lte: now } }).limit(200).lean<LeanOrder[]>();
  let expired = 0;
  for (const order of due) {
    const flipped = await Order.updateOne({ _id: order._id, status: "pending" }, { $set: { status: "expired" } });
    if (flipped.modifiedCount !== 1) continue;
    await returnSeats(order);
    expired += 1;
  }
  return expired;
}
