// Settle: what the gateway says about a payment, applied to its order. The order's life, and the
// file that moves it from state to state (in lib/domain/orders unless named):
//   new → holding → pending    purchase-tickets.ts: the order, priced all in, then its seats,
//                              allowance and code uses (lib/domain/inventory): a 15-minute hold. A
//                              free order is paid at once; a refused or interrupted purchase is
//                              undone (holds/undo-holding.ts).
//   pending                    start-checkout.ts opens the gateway's checkout; a transfer or USSD
//                              payment lengthens the hold (holds/extend-hold.ts, longHold "held").
//                              verify-payment.ts (the buyer's return), reconcile-payments.ts (a
//                              schedule) and lib/domain/payments/webhooks bring the gateway's word here.
//   pending, expired, failed   this file: → paid, or → refund_due (paid too late on a sold-out
//     → paid | refund_due      event, or the wrong amount). A paid ticket order's fulfilment is
//                              "due" until issue-tickets.ts has issued every ticket.
//   pending → expired          holds/end-hold.ts, for expire-holds.ts (the hold's time is up),
//     | refund_due             release-hold.ts (the buyer lets go), this file and the event's
//                              cancellation; the inventory goes back (the release "due" until then)
//                              and a long hold leaves its event's count.
//   refund_due → refunded      lib/domain/refunds.
//   cut short by a crash       sweep-interrupted-orders.ts finishes it.
import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { getEnv } from "@/lib/platform/env";
import { logger } from "@/lib/platform/logger";
import { sendMail } from "@/lib/domain/mail/send-mail";
import { refundNoticeEmail, type RefundNotice } from "@/lib/domain/mail/ticket-templates";
import { formatKobo } from "@/lib/platform/format";
import { publicOrderId } from "@/lib/domain/orders/serialize-order";
import { endHold, endLongHold, returnHeldSeats } from "@/lib/domain/orders/holds/end-hold";
import { STOP_CHECKING } from "@/lib/domain/orders/payment-checks";
import { applyPaidTickets, finishFulfilment } from "@/lib/domain/orders/issue-tickets";
import { applyPlanOrder } from "@/lib/domain/plans/upgrade-plan";
import { retakeCodeUses } from "@/lib/domain/inventory/code-uses";
import { refundLatePayment } from "@/lib/domain/refunds/refund-late-payment";
import { orderTypeCounts } from "@/lib/domain/inventory/type-counters";
import { retakeQuota } from "@/lib/domain/inventory/seat-holds";
import { holdTypeSeats } from "@/lib/domain/inventory/type-counters";
import { claimResaleSeats } from "@/lib/domain/inventory/resale-seats";
import { crashPoint } from "@/lib/platform/crash-point";
import { lagosClock } from "@/lib/platform/time/lagos";
import { Event } from "@/models/Event";
import { Order, type LeanOrder } from "@/models/Order";

export type Settlement = {
  status: "Successful" | "Failed" | "Pending";
  message: string;
  orderId: string;
  eventId: string | null;
  /** A declined payment's order still holds its tickets until then (ISO instant). */
  heldUntil?: string;
};

const settlement = (order: LeanOrder, status: Settlement["status"], message: string): Settlement => ({
  status,
  message,
  orderId: publicOrderId(order),
  eventId: order.event ? String(order.event) : null,
});

const READY = "Payment successful. Your tickets are ready.";
const ISSUING = "Payment received. Your tickets are being issued: check again in a minute.";

/** Only after every ticket exists does a paid order answer "Successful". */
const paidSettlement = (order: LeanOrder, complete: boolean) =>
  complete
    ? settlement(order, "Successful", order.kind === "plan" ? "Payment successful. Your plan is active." : READY)
    : settlement(order, "Pending", ISSUING);

async function orderByReference(reference: string): Promise<LeanOrder> {
  await connectToDatabase();
  const order = await Order.findOne({ reference }).lean<LeanOrder>();
  if (!order) throw new ApiError("not_found", "No order has this payment reference");
  return order;
}

const repairAfterMs = () => getEnv().ORDER_SETTLE_SECONDS * 1000;

/**
 * What the gateway reported for a reference, applied to its order. Verify and the webhook both
 * come here; each step is a conditional update, so replays and races change nothing twice. A
 * declined or abandoned attempt changes nothing: as with Paystack, the buyer may try again until
 * the hold ends, and the hold sweeper releases the seats then.
 */
/** What the gateway reports about a charge (verify or webhook). */
export type GatewayCharge = { status: string; amount: number; currency: string; channel?: string | null };

export async function settlePayment(reference: string, transaction: GatewayCharge) {
  if (transaction.status === "success") return fulfilPaidOrder(reference, transaction);
  const order = await orderByReference(reference);
  if (order.status === "paid") return paidSettlement(order, await finishFulfilment(order, { repairAfterMs: repairAfterMs() }));
  if (["failed", "abandoned", "reversed"].includes(transaction.status) && order.status === "pending") {
    const until = order.expiresAt ? ` Your tickets stay held until ${lagosClock(order.expiresAt)} (Lagos time).` : "";
    const what = transaction.status === "abandoned" ? "The payment was not finished" : "The payment was declined";
    const declined = settlement(order, "Failed", `${what}. No money was taken; you can try again.${until}`);
    // The buyer's page offers to let the held tickets go (POST /api/v1/payment/release) until then.
    return order.kind === "ticket" && order.expiresAt ? { ...declined, heldUntil: order.expiresAt.toISOString() } : declined;
  }
  return settlement(order, "Pending", "The payment has not been completed yet.");
}

/**
 * A successful payment: checks amount and currency, moves the order to paid exactly once and
 * issues what was bought. A success for a hold that already expired takes seats again if any are
 * left; otherwise the order is marked for refund and the buyer is told.
 */
export async function fulfilPaidOrder(reference: string, paid: Omit<GatewayCharge, "status">): Promise<Settlement> {
  const order = await orderByReference(reference);
  const channel = paid.channel ? { channel: paid.channel } : {};
  if (paid.currency !== "NGN" || paid.amount !== order.amountKobo) {
    logger.error("payment amount mismatch", { reference, expected: order.amountKobo, paid: paid.amount, currency: paid.currency });
    await markForRefund(
      order,
      ["pending", "expired", "failed"],
      { note: "The amount paid does not match the order", reason: "mismatch", channel },
      paid.amount,
    );
    return settlement(order, "Failed", "The amount paid does not match the order. It will be refunded.");
  }

  if (order.status === "paid") return paidSettlement(order, await finishFulfilment(order, { repairAfterMs: repairAfterMs() }));
  if (order.status === "refund_due" || order.status === "refunded") {
    return settlement(order, "Failed", "This order could not be completed and is being refunded.");
  }
  if (order.status === "holding") return settlement(order, "Pending", "This order is still being placed.");
  if (order.status === "expired" || order.status === "failed") return fulfilAfterRelease(order, channel);

  const flipped = await markPaid(order, "pending", channel);
  if (!flipped) return fulfilPaidOrder(reference, paid); // someone else moved it; read again
  return paidSettlement(flipped, await applyPaid(flipped));
}

/**
 * The conditional flip to paid (off the reconciler's list, out of the event's long holds); a ticket
 * order's fulfilment is "due" until its tickets exist.
 */
async function markPaid(
  order: LeanOrder,
  from: "pending" | "expired" | "failed",
  extra: { channel?: string; note?: string } = {},
): Promise<LeanOrder | null> {
  const now = new Date();
  const paid = { status: "paid" as const, paidAt: now, ...(order.kind === "ticket" ? { fulfilment: "due" as const } : {}), ...extra };
  const before = await Order.findOneAndUpdate(
    { _id: order._id, status: from },
    { $set: paid, $unset: STOP_CHECKING },
    { returnDocument: "before" },
  ).lean<LeanOrder>();
  if (!before) return null;
  crashPoint("after-paid-flip");
  await endLongHold(before);
  return { ...order, ...paid };
}

/** The hold was released before the money arrived: take the seats again, or refund. */
async function fulfilAfterRelease(order: LeanOrder, channel: { channel?: string }): Promise<Settlement> {
  if (order.kind === "ticket" && order.event) {
    const event = await Event.findById(order.event, { cancelledAt: 1 }).lean();
    if (event?.cancelledAt) {
      await markForRefund(order, ["expired", "failed"], { note: "The event was cancelled", reason: "cancelled", channel }, order.amountKobo);
      return settlement(order, "Failed", "This event was cancelled. Your payment will be refunded.");
    }
    // An expiry cut short by a crash may still hold the seats: finish giving them back first.
    if (order.release === "due") await returnHeldSeats(order);
    const seatsRetaken = event ? await holdTypeSeats(String(order.event), order._id, await orderTypeCounts(order)) : false;
    // Resale seats are listings: claimed again if still listed, else the payment is refunded like any other late one.
    const retaken = seatsRetaken && (await claimResaleSeats(order));
    if (seatsRetaken && !retaken) await returnHeldSeats(order);
    if (!retaken) {
      await markForRefund(order, ["expired", "failed"], { note: "Sold out after the hold expired", reason: "late", channel }, order.amountKobo);
      return settlement(order, "Failed", "Your payment arrived after your hold ended and the event sold out. It will be refunded.");
    }
    await retakeQuota(String(order.buyer), String(order.event), order._id, order.quantity);
    if (order.promoCode) await retakeCodeUses(order.promoCode, order._id, order.promoUses ?? 0);
  }
  const flipped = await markPaid(order, order.status as "expired" | "failed", { ...channel, note: "Paid after the hold expired" });
  if (!flipped) {
    await returnHeldSeats(order); // another request completed it first; give back what we took
    return fulfilPaidOrder(order.reference, { amount: order.amountKobo, currency: "NGN" });
  }
  return paidSettlement(flipped, await applyPaid(flipped));
}

type OrderStatus = LeanOrder["status"];

type RefundCause = { note: string; reason: RefundNotice["reason"]; channel: { channel?: string } };

/**
 * Whoever flips the order to refund_due sends the money back through the refund API and tells the
 * buyer why. A payment that came after its hold on a sold-out event is marked `lateRefund`: the
 * organiser's sales page counts them.
 */
async function markForRefund(order: LeanOrder, from: OrderStatus[], cause: RefundCause, refundKobo: number): Promise<void> {
  const extra = { ...cause.channel, ...(cause.reason === "late" ? { lateRefund: true } : {}) };
  // A pending order gives its seats back; for an expired or failed one that is done already (a no-op).
  if (!(await endHold(order, from, "refund_due", { note: cause.note, extra }))) return;
  await refundLatePayment(order, refundKobo, cause.note).catch((error: unknown) =>
    logger.error("automatic refund failed", { reference: order.reference, error }),
  );
  if (order.kind === "ticket" && order.email) {
    const event = await Event.findById(order.event, { eventTitle: 1 }).lean();
    const mail = refundNoticeEmail({
      fullname: order.fullName ?? "",
      eventTitle: event?.eventTitle ?? "your event",
      reference: order.reference,
      amount: formatKobo(refundKobo),
      reason: cause.reason,
      ...(order.expiresAt ? { heldUntil: lagosClock(order.expiresAt) } : {}),
    });
    await sendMail({ to: order.email, ...mail }).catch((error: unknown) => logger.error("refund notice failed", { error }));
  }
}

/** Runs once per order, right after it became paid (the conditional flip decides who runs it). */
async function applyPaid(order: LeanOrder): Promise<boolean> {
  if (order.kind === "plan" && order.plan && order.plan !== "basic") {
    await applyPlanOrder({ ...order, plan: order.plan });
    return true;
  }
  return applyPaidTickets(order);
}
