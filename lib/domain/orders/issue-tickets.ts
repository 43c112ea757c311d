// Issue: a paid order (its fulfilment "due") gets its sale counted, its seats numbered and one
// ticket per seat, then its fulfilment is cleared and the buyer e-mailed. Once per order, however
// often a payment is reported or a crash interrupts it.
import "server-only";
import { randomBytes, randomInt } from "node:crypto";
import type { Types } from "mongoose";
import { announceEventChange } from "@/lib/domain/change-feed/announce-event-change";
import { announceListsChange } from "@/lib/domain/change-feed/announce-session-change";
import { OPEN_MARKS } from "@/lib/domain/inventory/order-marks";
import { applyPlanOrder } from "@/lib/domain/plans/upgrade-plan";
import { mailedReceipt } from "@/lib/domain/orders/receipt-mail";
import { countSale } from "@/lib/domain/sales-days/count-sale";
import { sellClaimedListings } from "@/lib/domain/resale/sell-resold-tickets";
import { seatPlacement } from "@/lib/domain/seating/seat-placement";
import { sendTicketConfirmation } from "@/lib/domain/tickets/send-ticket-confirmation";
import { crashPoint } from "@/lib/platform/crash-point";
import { ignoreDuplicateKey, isDuplicateKey } from "@/lib/platform/duplicate-key";
import { logger } from "@/lib/platform/logger";
import { Attendee } from "@/models/Attendee";
import { Event } from "@/models/Event";
import { Order, type LeanOrder } from "@/models/Order";
import { Ticket } from "@/models/Ticket";
import { User } from "@/models/User";

type Seating = { _id: Types.ObjectId; totalSeatNumber: number; totalTableNumber: number; parkingAccess: "yes" | "no" };
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
  // The sales are what the tickets cost; fees the buyer paid on top are not the organiser's sales.
  const ticketSales = (order.amountKobo - (order.feeKobo ?? 0)) / 100;
  const counted = await Event.findOneAndUpdate(
    { _id: order.event, soldFor: { $ne: order._id } },
    {
      $inc: {
        ticketSold: order.quantity,
        revenueGenerated: ticketSales,
        ...(order.feeMode === "pass" ? { passedFeeSales: ticketSales } : {}),
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

/** Issues the tickets (idempotent), clears "due" once, and whoever cleared it sends the e-mail (tickets and receipt). */
async function issueAndClose(order: LeanOrder, event: Seating): Promise<boolean> {
  crashPoint("before-tickets");
  await issueTickets(order, event, order.firstSeatNumber as number);
  await sellClaimedListings(order);
  const closed = await Order.updateOne({ _id: order._id, fulfilment: "due" }, { $unset: { fulfilment: 1 } });
  if (closed.modifiedCount === 1) {
    await announceEventChange(String(order.event), "seats");
    await sendTicketConfirmation(order, await mailedReceipt(order));
  }
  return true;
}

/**
 * Issues one ticket (and attendee) per seat of a paid order, seats numbered from `firstSeat`.
 * Safe to run again: a seat already issued is skipped (unique order + seat index), and a
 * check-in code that collides within the event is drawn again.
 */
export async function issueTickets(order: LeanOrder, event: Seating, firstSeat: number): Promise<void> {
  const parking = order.needCarPackingSpace === "yes" && event.parkingAccess === "yes";
  // The gate's lookup by phone reads it from the attendee (lib/domain/gate/check-in-list.ts).
  const buyer = await User.findById(order.buyer, { phoneNo: 1 }).lean();
  for (let seatIndex = 0; seatIndex < order.quantity; seatIndex++) {
    const ticketId = await issueSeat(order, event, seatIndex, firstSeat + seatIndex, parking);
    // The holder named at purchase, if any (docs/tickets-for-people.md); else the buyer.
    const holder = order.holders?.[seatIndex];
    await Attendee.updateOne(
      { ticket: ticketId },
      {
        $setOnInsert: {
          event: order.event,
          ticket: ticketId,
          fullName: holder?.name || order.fullName,
          email: order.email,
          phone: holder?.phone || buyer?.phoneNo || "",
          needCarPackingSpace: order.needCarPackingSpace,
          specialRequest: order.specialRequest,
        },
      },
      { upsert: true },
    ).catch(ignoreDuplicateKey);
  }
  // The buyer's upcoming events now show these tickets, on every instance (kept-lists.ts).
  announceListsChange([order.buyer]);
}

/** The ticket type of an order's nth seat: its lines in order (an order from before types is "Regular"). */
function typeOfSeat(order: LeanOrder, seatIndex: number): { ticketType?: Types.ObjectId; ticketTypeName: string } {
  let passed = 0;
  for (const line of order.lines ?? []) {
    passed += line.quantity;
    if (seatIndex < passed) return { ticketType: line.ticketType, ticketTypeName: line.name };
  }
  return { ticketTypeName: "Regular" };
}

async function issueSeat(order: LeanOrder, event: Seating, seatIndex: number, seatNumber: number, parking: boolean) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await Ticket.findOne({ order: order._id, seatIndex }, { _id: 1 }).lean();
    if (existing) return existing._id;
    const placement = seatPlacement(seatNumber, event);
    try {
      const ticket = await Ticket.create({
        event: event._id,
        order: order._id,
        owner: order.buyer,
        seatIndex,
        checkInCode: newCheckInCode(),
        ...typeOfSeat(order, seatIndex),
        tableNumber: placement.tableNumber ?? undefined,
        seatNumber: placement.seatNumber ?? undefined,
        parking,
        ...ownLinkAndHolder(order, seatIndex),
      });
      return ticket._id;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  throw new Error(`Could not issue seat ${seatIndex} of order ${String(order._id)}`);
}

/**
 * What a newly issued seat carries for its holder (docs/tickets-for-people.md): the nonce of its own
 * link (lib/domain/tickets/holders/ticket-own-link.ts; a transfer replaces it), its first issue, and
 * the holder named at purchase.
 */
function ownLinkAndHolder(order: LeanOrder, seatIndex: number) {
  const holder = order.holders?.[seatIndex];
  return {
    linkNonce: randomBytes(12).toString("base64url"),
    issueNumber: 1,
    ...(holder?.name ? { holderName: holder.name } : {}),
    ...(holder?.phone ? { holderPhone: holder.phone } : {}),
  };
}

// No 0/O or 1/I/L: codes are read aloud and typed at the door.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** An 8-character check-in code (~40 bits); uniqueness per event is the database's unique index. */
export function newCheckInCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}
