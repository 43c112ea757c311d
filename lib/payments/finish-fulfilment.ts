import "server-only";
import { invalidateEventCaches } from "@/lib/events/event-cache";
import { logger } from "@/lib/logger";
import { applyPlanOrder } from "@/lib/plans/upgrade-plan";
import type { LeanOrder } from "@/lib/orders/serialize-order";
import { recountEventSales } from "@/lib/payments/recount-event-sales";
import { countSale } from "@/lib/sales-days/count-sale";
import { issueTickets } from "@/lib/tickets/issue-tickets";
import { sendTicketConfirmation } from "@/lib/tickets/send-ticket-confirmation";
import { crashPoint } from "@/lib/testing/crash-point";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";

/** How long a replay waits for the request that marked the order paid to number its seats. */
const SEAT_NUMBERING_WAIT_MS = 10_000;
const SEAT_NUMBERING_POLL_MS = 100;

/**
 * Right after the paid flip (which marked the order's fulfilment "due"): counts the sale on the
 * event and on its day (for trending), numbers the order's seats, issues its tickets, then clears
 * "due". Runs once per order.
 */
export async function applyPaidTickets(order: LeanOrder): Promise<boolean> {
  const [before] = await Promise.all([
    Event.findOneAndUpdate(
      { _id: order.event },
      {
        $inc: {
          ticketSold: order.quantity,
          revenueGenerated: order.amountKobo / 100,
          totalAttendee: order.quantity,
          seatsAssigned: order.quantity,
          countersVersion: 1,
        },
      },
      { returnDocument: "before" },
    ).lean(),
    // Both land before the seats are numbered: a crash before that is recounted, days included.
    order.event ? countSale(order.event, order.paidAt ?? new Date(), order.quantity) : null,
  ]);
  if (!before) return false;
  crashPoint("after-sale-counted");
  const firstSeatNumber = before.seatsAssigned + 1;
  await Order.updateOne({ _id: order._id }, { $set: { firstSeatNumber } });
  return issueAndClose({ ...order, firstSeatNumber }, before);
}

/**
 * Completes a paid order whose tickets may not all exist (a replay, or a crash stopped it). True
 * once every ticket exists. A request still numbering the seats gets `SEAT_NUMBERING_WAIT_MS`;
 * an order left unnumbered for longer than `settleMs` was interrupted: its event's counters are
 * recounted (the crash may have come before or after they moved) and it gets a fresh seat block.
 */
export async function finishFulfilment(order: LeanOrder, { settleMs, wait = true }: { settleMs: number; wait?: boolean }): Promise<boolean> {
  // A plan applies in one idempotent write: apply it (again) rather than answer before it landed.
  if (order.kind === "plan" && order.plan && order.plan !== "basic") {
    await applyPlanOrder({ ...order, plan: order.plan });
    return true;
  }
  if (order.kind !== "ticket" || order.fulfilment !== "due") return true;
  let current = order;
  const deadline = Date.now() + (wait ? SEAT_NUMBERING_WAIT_MS : 0);
  while (current.firstSeatNumber == null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, SEAT_NUMBERING_POLL_MS));
    current = (await Order.findById(order._id).lean<LeanOrder>()) ?? current;
  }
  if (current.fulfilment !== "due") return true;
  if (current.firstSeatNumber == null) {
    const interrupted = (current.paidAt?.getTime() ?? Date.now()) <= Date.now() - settleMs;
    if (!interrupted || !(await recountEventSales(current.event as NonNullable<LeanOrder["event"]>, new Date(), settleMs))) return false;
    current = (await numberSeatsAgain(current)) ?? current;
    if (current.firstSeatNumber == null) return false;
  }
  const event = await Event.findById(current.event).lean();
  if (!event) return false;
  return issueAndClose(current, event);
}

/** A fresh block of seat numbers for an interrupted order (the lost block, if any, stays a gap). */
async function numberSeatsAgain(order: LeanOrder): Promise<LeanOrder | null> {
  const before = await Event.findOneAndUpdate({ _id: order.event }, { $inc: { seatsAssigned: order.quantity } }, { returnDocument: "before" }).lean();
  if (!before) return null;
  await Order.updateOne({ _id: order._id, firstSeatNumber: { $exists: false } }, { $set: { firstSeatNumber: before.seatsAssigned + 1 } });
  logger.warn("numbered the seats of an interrupted paid order again", { reference: order.reference });
  return Order.findById(order._id).lean<LeanOrder>();
}

type Seating = Parameters<typeof issueTickets>[1];

/** Issues the tickets (idempotent), clears "due" once, and whoever cleared it sends the e-mail. */
async function issueAndClose(order: LeanOrder, event: Seating): Promise<boolean> {
  crashPoint("before-tickets");
  await issueTickets(order, event, order.firstSeatNumber as number);
  const closed = await Order.updateOne({ _id: order._id, fulfilment: "due" }, { $unset: { fulfilment: 1 } });
  if (closed.modifiedCount === 1) {
    refreshEventPages(String(order.event));
    await sendTicketConfirmation(order);
  }
  return true;
}

/** Outside a request (a sweeper) Next has no cache to revalidate; the pages expire on their own within a minute. */
function refreshEventPages(eventId: string): void {
  try {
    invalidateEventCaches(eventId, { seatsOnly: true });
  } catch (error) {
    logger.debug("event pages left to expire on their own", { eventId, error });
  }
}
