import "server-only";
import { ApiError } from "@/lib/api/errors";
import { connectToDatabase } from "@/lib/db";
import { eventStatus } from "@/lib/events/event-status";
import { newPaymentReference } from "@/lib/orders/payment-reference";
import { toOrderView, type LeanOrder, type OrderView } from "@/lib/orders/serialize-order";
import { fulfilPaidOrder } from "@/lib/payments/fulfil-order";
import { holdSeats, quotaHeld, releaseQuota, releaseSeats, reserveQuota } from "@/lib/tickets/seat-holds";
import type { PurchaseInput } from "@/lib/validations/ticket";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";

export const HOLD_MINUTES = 15;

/**
 * Holds seats for a buyer in a pending order that expires in 15 minutes, or issues the tickets at
 * once for a free event. Every step that could oversell is a conditional update; a failure undoes
 * the steps before it.
 */
export async function purchaseTickets(buyerId: string, eventId: string, input: PurchaseInput): Promise<OrderView> {
  await connectToDatabase();
  const event = await Event.findById(eventId, {
    startsAt: 1,
    endsAt: 1,
    ticketPurchaseLimit: 1,
    ticketQuantity: 1,
    ticketPrice: 1,
  }).lean();
  if (!event) throw new ApiError("not_found", "Event not found");
  if (eventStatus(event.startsAt, event.endsAt) === "ended") throw new ApiError("unprocessable_entity", "This event has ended");

  const quantity = input.numberOfTicket;
  const limit = event.ticketPurchaseLimit;
  if (quantity > limit) {
    throw new ApiError("unprocessable_entity", `You can buy at most ${limit} tickets for this event`, {
      numberOfTicket: [`must be at most ${limit}`],
    });
  }
  if (!(await reserveQuota(buyerId, eventId, quantity, limit))) {
    const held = await quotaHeld(buyerId, eventId);
    throw new ApiError("unprocessable_entity", `You can buy at most ${limit} tickets for this event and already hold ${held}`, {
      numberOfTicket: [`must be at most ${Math.max(0, limit - held)}`],
    });
  }
  if (!(await holdSeats(eventId, event.ticketQuantity, quantity))) {
    await releaseQuota(buyerId, eventId, quantity);
    const left = Math.max(0, event.ticketQuantity - ((await Event.findById(eventId, { seatsTaken: 1 }).lean())?.seatsTaken ?? 0));
    throw new ApiError("conflict", left === 0 ? "This event is sold out" : `Only ${left} ticket${left === 1 ? "" : "s"} left`);
  }

  let order;
  try {
    order = await Order.create({
      reference: newPaymentReference("ticket"),
      kind: "ticket",
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
  } catch (error) {
    await Promise.all([releaseSeats(eventId, quantity), releaseQuota(buyerId, eventId, quantity)]);
    throw error;
  }

  if (order.amountKobo > 0) return toOrderView(order.toObject() as LeanOrder);
  await fulfilPaidOrder(order.reference, { amount: 0, currency: "NGN" });
  return toOrderView((await Order.findById(order._id).lean<LeanOrder>()) as LeanOrder);
}
