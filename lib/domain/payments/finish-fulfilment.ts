import "server-only";
import { OPEN_MARKS } from "@/lib/domain/tickets/order-marks";
import { announceEventChange } from "@/lib/domain/change-feed/announce-event-change";
import { logger } from "@/lib/platform/logger";
import { applyPlanOrder } from "@/lib/domain/plans/upgrade-plan";
import type { LeanOrder } from "@/lib/domain/orders/serialize-order";
import { countSale } from "@/lib/domain/sales-days/count-sale";
import { issueTickets } from "@/lib/domain/tickets/issue-tickets";
import { sendTicketConfirmation } from "@/lib/domain/tickets/send-ticket-confirmation";
import { crashPoint } from "@/lib/platform/crash-point";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";

type Seating = Parameters<typeof issueTickets>[1];
/** What issuing tickets reads of the event. */
const SEATING = { totalSeatNumber: 1, totalTableNumber: 1, parkingAccess: 1 } as const;

/** How long a replay waits for the request that marked the order paid to number its seats. */
const SEAT_NUMBERING_WAIT_MS = 10_000;
const SEAT_NUMBERING_POLL_MS = 100;

/**
 * Right after the paid flip (which marked the order's fulfilment "due"): counts the sale, numbers
 * the order's seats, issues its tickets, then clears "due". Runs once per order.
 */
export async function applyPaidTickets(order: LeanOrder): Promise<boolean> {
  const numbered = await numberSeats(order);
  return numbered ? issueAndClose(numbered.order, numbered.event) : false;
}

/**
 * Completes a paid order whose tickets may not all exist (a replay, or a crash stopped it). True
 * once every ticket exists. A request still numbering the seats gets `SEAT_NUMBERING_WAIT_MS`;
 * an order left unnumbered for longer than `repairAfterMs` was interrupted and is numbered here:
 * whether its sale was counted before the crash is on the event (its mark), so nothing waits for
 * the event to go quiet, and a request that is merely slow cannot make it count twice.
 */
export async function finishFulfilment(
  order: LeanOrder,
  { repairAfterMs, wait = true }: { repairAfterMs: number; wait?: boolean },
): Promise<boolean> {
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
    const interrupted = (current.paidAt?.getTime() ?? Date.now()) <= Date.now() - repairAfterMs;
    const numbered = interrupted ? await numberSeats(current) : null;
    return numbered ? issueAndClose(numbered.order, numbered.event) : false;
  }
  const event = await Event.findById(current.event, SEATING).lean<Seating>();
  return event ? issueAndClose(current, event) : false;
}

/**
 * Counts an order's sale on its event (sold, revenue, attendees) and on its day (for trending),
 * and gives it a block of seat numbers: one conditional update, guarded and marked by the order
 * (`soldFor`), so it lands once however often it is retried. When the sale was counted already —
 * by a crashed process, or by a slow one still running — the order takes a fresh block instead
 * (the other block, if any, stays a gap). Whichever block is written first is the order's.
 */
async function numberSeats(order: LeanOrder): Promise<{ order: LeanOrder; event: Seating } | null> {
  const counted = await Event.findOneAndUpdate(
    { _id: order.event, soldFor: { $ne: order._id } },
    {
      $inc: {
        ticketSold: order.quantity,
        revenueGenerated: order.amountKobo / 100,
        totalAttendee: order.quantity,
        seatsAssigned: order.quantity,
        countersVersion: 1,
      },
      $push: { soldFor: order._id },
      $set: OPEN_MARKS,
    },
    // No projection: FerretDB's findAndModify takes none.
    { returnDocument: "before" },
  ).lean<Seating & { seatsAssigned: number }>();
  // A crash between the two leaves the day's trending count one sale short, never the money.
  if (counted && order.event) await countSale(order.event, order.paidAt ?? new Date(), order.quantity);
  crashPoint("after-sale-counted");
  const block =
    counted ??
    (await Event.findOneAndUpdate({ _id: order.event }, { $inc: { seatsAssigned: order.quantity } }, { returnDocument: "before" }).lean<
      Seating & { seatsAssigned: number }
    >());
  if (!block) return null;
  if (!counted) logger.warn("numbered the seats of an interrupted paid order", { reference: order.reference });
  const firstSeatNumber = block.seatsAssigned + 1;
  const written = await Order.updateOne({ _id: order._id, firstSeatNumber: { $exists: false } }, { $set: { firstSeatNumber } });
  const numbered = written.modifiedCount === 1 ? { ...order, firstSeatNumber } : await Order.findById(order._id).lean<LeanOrder>();
  return numbered ? { order: numbered, event: block } : null;
}

/** Issues the tickets (idempotent), clears "due" once, and whoever cleared it sends the e-mail. */
async function issueAndClose(order: LeanOrder, event: Seating): Promise<boolean> {
  crashPoint("before-tickets");
  await issueTickets(order, event, order.firstSeatNumber as number);
  const closed = await Order.updateOne({ _id: order._id, fulfilment: "due" }, { $unset: { fulfilment: 1 } });
  if (closed.modifiedCount === 1) {
    await announceEventChange(String(order.event), "seats");
    await sendTicketConfirmation(order);
  }
  return true;
}
