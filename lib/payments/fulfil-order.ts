import "server-only";
import { ApiError } from "@/lib/api/errors";
import { connectToDatabase } from "@/lib/db";
import { invalidateEventCaches } from "@/lib/events/event-cache";
import { logger } from "@/lib/logger";
import { sendMail } from "@/lib/mail/send-mail";
import { refundNoticeEmail } from "@/lib/mail/ticket-templates";
import type { LeanOrder } from "@/lib/orders/serialize-order";
import { upgradePlan } from "@/lib/plans/upgrade-plan";
import { issueTickets } from "@/lib/tickets/issue-tickets";
import { holdSeats, releaseQuota, releaseSeats } from "@/lib/tickets/seat-holds";
import { sendTicketConfirmation } from "@/lib/tickets/send-ticket-confirmation";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";
import { TicketQuota } from "@/models/TicketQuota";

export type Settlement = {
  status: "Successful" | "Failed" | "Pending";
  message: string;
  orderId: string;
  eventId: string | null;
};

const settlement = (order: LeanOrder, status: Settlement["status"], message: string): Settlement => ({
  status,
  message,
  orderId: String(order._id),
  eventId: order.event ? String(order.event) : null,
});

async function orderByReference(reference: string): Promise<LeanOrder> {
  await connectToDatabase();
  const order = await Order.findOne({ reference }).lean<LeanOrder>();
  if (!order) throw new ApiError("not_found", "No order has this payment reference");
  return order;
}

/**
 * What the gateway reported for a reference, applied to its order. Verify and the webhook both
 * come here; each step is a conditional update, so replays and races change nothing twice.
 */
export async function settlePayment(reference: string, transaction: { status: string; amount: number; currency: string }) {
  if (transaction.status === "success") return fulfilPaidOrder(reference, transaction);
  const order = await orderByReference(reference);
  if (["failed", "abandoned", "reversed"].includes(transaction.status)) {
    await failOrder(order, "The payment was declined");
    return settlement(order, "Failed", "The payment was declined. No money was taken; you can try again.");
  }
  return settlement(order, "Pending", "The payment has not been completed yet.");
}

/** Marks a pending order failed once and gives its seats back. */
export async function failOrder(order: LeanOrder, note: string): Promise<void> {
  const flipped = await Order.updateOne({ _id: order._id, status: "pending" }, { $set: { status: "failed", note } });
  if (flipped.modifiedCount === 1) await returnSeats(order);
}

/** Releases a ticket order's held seats and the buyer's quota. */
export async function returnSeats(order: LeanOrder): Promise<void> {
  if (order.kind !== "ticket" || !order.event) return;
  await Promise.all([
    releaseSeats(String(order.event), order.quantity),
    releaseQuota(String(order.buyer), String(order.event), order.quantity),
  ]);
}

/**
 * A successful payment: checks amount and currency, moves the order to paid exactly once and
 * issues what was bought. A success for a hold that already expired takes seats again if any are
 * left; otherwise the order is marked for refund and the buyer is told.
 */
export async function fulfilPaidOrder(reference: string, paid: { amount: number; currency: string }): Promise<Settlement> {
  const order = await orderByReference(reference);
  if (paid.currency !== "NGN" || paid.amount !== order.amountKobo) {
    logger.error("payment amount mismatch", { reference, expected: order.amountKobo, paid: paid.amount, currency: paid.currency });
    await markForRefund(order, ["pending", "expired", "failed"], "The amount paid does not match the order");
    return settlement(order, "Failed", "The amount paid does not match the order. It will be refunded.");
  }

  if (order.status === "paid") {
    await completeIssue(order);
    return settlement(order, "Successful", "Payment successful. Your tickets are ready.");
  }
  if (order.status === "refund_due" || order.status === "refunded") {
    return settlement(order, "Failed", "This order could not be completed and is being refunded.");
  }
  if (order.status === "expired" || order.status === "failed") return fulfilAfterRelease(order);

  const now = new Date();
  const flipped = await Order.updateOne({ _id: order._id, status: "pending" }, { $set: { status: "paid", paidAt: now } });
  if (flipped.modifiedCount !== 1) return fulfilPaidOrder(reference, paid); // someone else moved it; read again
  await applyPaid({ ...order, status: "paid", paidAt: now });
  return settlement(order, "Successful", "Payment successful. Your tickets are ready.");
}

/** The hold was released before the money arrived: take the seats again, or refund. */
async function fulfilAfterRelease(order: LeanOrder): Promise<Settlement> {
  if (order.kind === "ticket" && order.event) {
    const event = await Event.findById(order.event, { ticketQuantity: 1 }).lean();
    const retaken = event ? await holdSeats(String(order.event), event.ticketQuantity, order.quantity) : false;
    if (!retaken) {
      await markForRefund(order, ["expired", "failed"], "Sold out after the hold expired");
      return settlement(order, "Failed", "Your payment arrived after your hold ended and the event sold out. It will be refunded.");
    }
    await TicketQuota.updateOne({ buyer: order.buyer, event: order.event }, { $inc: { held: order.quantity } }, { upsert: true });
  }
  const now = new Date();
  const flipped = await Order.updateOne(
    { _id: order._id, status: { $in: ["expired", "failed"] } },
    { $set: { status: "paid", paidAt: now, note: "Paid after the hold expired" } },
  );
  if (flipped.modifiedCount !== 1) {
    await returnSeats(order); // another request completed it first; give back what we took
    return fulfilPaidOrder(order.reference, { amount: order.amountKobo, currency: "NGN" });
  }
  await applyPaid({ ...order, status: "paid", paidAt: now });
  return settlement(order, "Successful", "Payment successful. Your tickets are ready.");
}

type OrderStatus = LeanOrder["status"];

async function markForRefund(order: LeanOrder, from: OrderStatus[], note: string): Promise<void> {
  const flipped = await Order.updateOne({ _id: order._id, status: { $in: from } }, { $set: { status: "refund_due", note } });
  if (flipped.modifiedCount !== 1) return;
  if (order.status === "pending") await returnSeats(order);
  if (order.kind === "ticket" && order.email) {
    const event = await Event.findById(order.event, { eventTitle: 1 }).lean();
    const mail = refundNoticeEmail({ fullname: order.fullName ?? "", eventTitle: event?.eventTitle ?? "your event", reference: order.reference });
    await sendMail({ to: order.email, ...mail }).catch((error: unknown) => logger.error("refund notice failed", { error }));
  }
}

/** Runs once per order, right after it became paid (the conditional flip decides who runs it). */
async function applyPaid(order: LeanOrder): Promise<void> {
  if (order.kind === "plan" && order.plan && order.plan !== "basic") {
    await upgradePlan(String(order.buyer), order.plan, order.paidAt ?? new Date());
    return;
  }
  const before = await Event.findOneAndUpdate(
    { _id: order.event },
    {
      $inc: {
        ticketSold: order.quantity,
        revenueGenerated: order.amountKobo / 100,
        totalAttendee: order.quantity,
        seatsAssigned: order.quantity,
      },
    },
    { returnDocument: "before" },
  ).lean();
  if (!before) return;
  const firstSeatNumber = before.seatsAssigned + 1;
  await Order.updateOne({ _id: order._id }, { $set: { firstSeatNumber } });
  await issueTickets(order, before, firstSeatNumber);
  invalidateEventCaches(String(order.event));
  await sendTicketConfirmation(order);
}

/** How long a replay waits for the request that marked the order paid to number its seats. */
const SEAT_NUMBERING_WAIT_MS = 10_000;
const SEAT_NUMBERING_POLL_MS = 100;

/**
 * A replay (or a racing verify) for a paid order. It answers only once every ticket exists, so
 * "your tickets are ready" is true: it waits for the request that marked the order paid to number
 * its seats, then issues whatever is missing. Issuing is idempotent, so this also finishes an
 * order a crash stopped halfway.
 */
async function completeIssue(order: LeanOrder): Promise<void> {
  if (order.kind !== "ticket") return;
  let current = order;
  const deadline = Date.now() + SEAT_NUMBERING_WAIT_MS;
  while (current.firstSeatNumber === undefined || current.firstSeatNumber === null) {
    if (Date.now() > deadline) {
      logger.error("paid order still has no seats numbered", { reference: order.reference });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, SEAT_NUMBERING_POLL_MS));
    current = (await Order.findById(order._id).lean<LeanOrder>()) ?? current;
  }
  const event = await Event.findById(order.event).lean();
  if (event) await issueTickets(current, event, current.firstSeatNumber);
}
