import "server-only";
import type { Types } from "mongoose";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";

/**
 * Sets an event's sales counters to what its orders say (seats taken = pending + paid, sold and
 * revenue = paid), after a crash left them unknowable. It only lands while the event is quiet — no
 * order of it written in the last `settleMs`, so no request can still be between its order write
 * and its counter write — and only if no counter moved while it counted (`countersVersion`).
 * Answers whether it landed; the caller retries on a later sweep.
 */
export async function recountEventSales(eventId: Types.ObjectId | string, now: Date, settleMs: number): Promise<boolean> {
  const event = await Event.findById(eventId, { countersVersion: 1 }).lean();
  if (!event) return true;
  const orders = await Order.find({ event: eventId }, { status: 1, quantity: 1, amountKobo: 1, refundedQuantity: 1, refundedKobo: 1, updatedAt: 1 }).lean();
  const cutoff = now.getTime() - settleMs;
  if (orders.some((order) => (order.updatedAt?.getTime() ?? 0) > cutoff)) return false;

  let held = 0;
  let sold = 0;
  let revenueKobo = 0;
  for (const order of orders) {
    if (order.status === "pending") held += order.quantity;
    if (order.status === "paid") {
      // Refunded tickets gave their seats and money back.
      sold += order.quantity - (order.refundedQuantity ?? 0);
      revenueKobo += order.amountKobo - (order.refundedKobo ?? 0);
    }
  }
  const landed = await Event.updateOne(
    { _id: eventId, countersVersion: event.countersVersion ?? { $exists: false } },
    {
      $set: { seatsTaken: held + sold, ticketSold: sold, revenueGenerated: revenueKobo / 100, totalAttendee: sold },
      $inc: { countersVersion: 1 },
    },
  );
  return landed.modifiedCount === 1;
}
