import "server-only";
import { ApiError } from "@/lib/api/errors";
import { connectToDatabase } from "@/lib/db";
import { eventStatus } from "@/lib/events/event-status";
import { newPaymentReference } from "@/lib/orders/payment-reference";
import { toOrderView, type LeanOrder, type OrderView } from "@/lib/orders/serialize-order";
import { fulfilPaidOrder } from "@/lib/payments/fulfil-order";
import { crashPoint } from "@/lib/testing/crash-point";
import { holdSeats, quotaHeld, releaseQuota, releaseSeats, reserveQuota } from "@/lib/tickets/seat-holds";
import type { PurchaseInput } from "@/lib/validations/ticket";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";

export const HOLD_MINUTES = 15;

const soldOut = (left: number) =>
  new ApiError("conflict", left <= 0 ? "This event is sold out" : `Only ${left} ticket${left === 1 ? "" : "s"} left`);

/**
 * Holds seats for a buyer in a pending order that expires in 15 minutes, or issues the tickets at
 * once for a free event. The order is written first, as "holding", then the allowance and seats
 * are taken (each a conditional update), then it becomes "pending": a crash at any point leaves
 * a holding order that the order sweeper finds and undoes. A failure undoes the steps before it.
 * Round trips: read the event, create the order, take allowance and seats (in parallel), flip.
 */
export async function purchaseTickets(buyerId: string, eventId: string, input: PurchaseInput): Promise<OrderView> {
  await connectToDatabase();
  const event = await Event.findById(eventId, {
    startsAt: 1,
    endsAt: 1,
    ticketPurchaseLimit: 1,
    ticketQuantity: 1,
    ticketPrice: 1,
    seatsTaken: 1,
    cancelledAt: 1,
  }).lean();
  if (!event) throw new ApiError("not_found", "Event not found");
  if (event.cancelledAt) throw new ApiError("unprocessable_entity", "This event has been cancelled");
  if (eventStatus(event.startsAt, event.endsAt) === "ended") throw new ApiError("unprocessable_entity", "This event has ended");

  const quantity = input.numberOfTicket;
  const limit = event.ticketPurchaseLimit;
  if (quantity > limit) {
    throw new ApiError("unprocessable_entity", `You can buy at most ${limit} tickets for this event`, {
      numberOfTicket: [`must be at most ${limit}`],
    });
  }
  // Sold out already: answer without writing anything (most of a rush ends here).
  if (event.seatsTaken + quantity > event.ticketQuantity) throw soldOut(event.ticketQuantity - event.seatsTaken);

  const order = await Order.create({
    reference: newPaymentReference("ticket"),
    kind: "ticket",
    status: "holding",
    buyer: buyerId,
    event: eventId,
    quantity,
    amountKobo: event.ticketPrice * 100 * quantity,
    expiresAt: new Date(Date.now() + HOLD_MINUTES * 60_000),
    fullName: input.fullName,
    email: input.email,
    needCarPackingSpace: input.needCarPackingSpace,
    specialRequest: input.specialRequest,
  });
  const [quotaTaken, seatsTaken] = await Promise.all([
    reserveQuota(buyerId, eventId, order._id, quantity, limit),
    holdSeats(eventId, event.ticketQuantity, quantity),
  ]);
  if (!quotaTaken || !seatsTaken) {
    await Promise.all([
      seatsTaken ? releaseSeats(eventId, quantity) : null,
      quotaTaken ? releaseQuota(buyerId, eventId, order._id, quantity) : null,
    ]);
    await Order.deleteOne({ _id: order._id, status: "holding" });
    if (!quotaTaken) {
      const held = await quotaHeld(buyerId, eventId);
      throw new ApiError("unprocessable_entity", `You can buy at most ${limit} tickets for this event and already hold ${held}`, {
        numberOfTicket: [`must be at most ${Math.max(0, limit - held)}`],
      });
    }
    const latest = await Event.findById(eventId, { seatsTaken: 1 }).lean();
    throw soldOut(event.ticketQuantity - (latest?.seatsTaken ?? event.ticketQuantity));
  }

  crashPoint("after-seats-held");
  const held = await Order.findOneAndUpdate(
    { _id: order._id, status: "holding" },
    { $set: { status: "pending" } },
    { returnDocument: "after" },
  ).lean<LeanOrder>();
  // Only a request stalled past the sweeper's patience gets here: it has already undone the hold.
  if (!held) throw new ApiError("unavailable", "Holding your tickets took too long. Please try again.");
  if (held.amountKobo > 0) return toOrderView(held);
  await fulfilPaidOrder(held.reference, { amount: 0, currency: "NGN" });
  return toOrderView((await Order.findById(held._id).lean<LeanOrder>()) as LeanOrder);
}
