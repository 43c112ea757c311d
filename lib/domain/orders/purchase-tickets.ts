// Start: a purchase creates the order ("holding"), takes its inventory and makes it a 15-minute
// hold ("pending"), or, when it costs nothing, pays it at once. Its price is all in: the tickets,
// and the fees when the event passes them to the buyer.
import "server-only";
import { holdersOfOrder } from "@/lib/domain/tickets/holders/purchase-holders";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { eventStatus } from "@/lib/domain/events/event-status";
import { newPaymentReference } from "@/lib/domain/payments/gateway-references";
import { toOrderView, type OrderView } from "@/lib/domain/orders/serialize-order";
import { fulfilPaidOrder } from "@/lib/domain/orders/settle-payment";
import { undoHolding } from "@/lib/domain/orders/holds/undo-holding";
import { createOrder, flipToPending } from "@/lib/domain/orders/holds/order-writes";
import { crashPoint } from "@/lib/platform/crash-point";
import { batchedReads } from "@/lib/platform/batched-reads";
import { takeCodeUses } from "@/lib/domain/inventory/code-uses";
import { codeRefusal } from "@/lib/domain/promo/usable-code";
import { typeLeft } from "@/lib/domain/ticket-types/sale-state";
import { priceChoice } from "@/lib/domain/tickets/price-choice";
import { guestTicketsHeld } from "@/lib/domain/tickets/guest-allowance";
import { quotaHeld, reserveQuota } from "@/lib/domain/inventory/seat-holds";
import { holdTypeSeats } from "@/lib/domain/inventory/type-counters";
import { orderFees } from "@/lib/domain/fees/fee-rules";
import { claimResaleSeats } from "@/lib/domain/inventory/resale-seats";
import { splitOwnAndResale, withResaleSeats } from "@/lib/domain/resale/resale-stock";
import { HOLD_MINUTES } from "@/lib/domain/orders/holds/hold-windows";
import { refuseQueueJump } from "@/lib/domain/waitlist/queue/queue-first";
import type { PurchaseInput } from "@/lib/domain/validations/ticket";
import { Event } from "@/models/Event";
import { Order, type LeanOrder } from "@/models/Order";

// What a purchase reads of its event; ticketQuantity and the types' ids and quantities are also the
// seat hold's first snapshot.
const PURCHASE_FIELDS = {
  startsAt: 1,
  endsAt: 1,
  ticketPurchaseLimit: 1,
  ticketQuantity: 1,
  seatsTaken: 1,
  cancelledAt: 1,
  suspended: 1,
  ticketTypes: 1,
  feeMode: 1,
  waitlist: 1,
  ticketHolders: 1,
  resaleOpen: 1,
};

/**
 * The event as a purchase reads it. Purchases that arrive together (a rush) share one read that
 * began after each of them asked: one round trip for the burst, not one per buyer. Buyers of one
 * event share its object, so nothing below changes it.
 */
const readEventForPurchase = batchedReads((ids) => Event.find({ _id: { $in: ids } }, PURCHASE_FIELDS).lean());

const soldOut = (left: number, name?: string) =>
  new ApiError(
    "conflict",
    left <= 0
      ? name
        ? `${name} tickets are sold out`
        : "This event is sold out"
      : `Only ${left} ${name ? `${name} ` : ""}ticket${left === 1 ? "" : "s"} left`,
  );

/**
 * Holds seats for a buyer in a pending order that expires in 15 minutes, or issues the tickets at
 * once when the order costs nothing (a free event, or a 100% code). The amount is the server's,
 * from the types' prices and the code. The order is written first, as "holding", then the
 * allowance, the seats of every type and the code's uses are taken (each a conditional update),
 * then it becomes "pending": a crash at any point leaves a holding order that the order sweeper
 * finds and undoes. A failure undoes the steps it took. Round trips: read the event (and code),
 * create the order, take allowance, seats and code uses (in parallel; the seats from the event
 * read, so no second read), flip. Purchases that arrive together share each of these commands
 * (batched-calls.ts, grouped-holds.ts), so a rush costs a few round trips per batch, not per buyer.
 */
export async function purchaseTickets(
  buyerId: string,
  eventId: string,
  input: PurchaseInput,
  { guest = false, guestClient }: { guest?: boolean; guestClient?: string } = {},
): Promise<OrderView> {
  await connectToDatabase();
  const event = await readEventForPurchase(eventId);
  if (!event) throw new ApiError("not_found", "Event not found");
  if (event.cancelledAt) throw new ApiError("unprocessable_entity", "This event has been cancelled");
  if (event.suspended) throw new ApiError("conflict", "Tickets for this event are not on sale: its organiser's account is being closed.");
  if (eventStatus(event.startsAt, event.endsAt) === "ended") throw new ApiError("unprocessable_entity", "This event has ended");

  const limit = event.ticketPurchaseLimit;
  const requested = input.tickets?.reduce((sum, line) => sum + line.quantity, 0) ?? input.numberOfTicket ?? 1;
  if (requested > limit) {
    throw new ApiError("unprocessable_entity", `You can buy at most ${limit} tickets for this event`, {
      numberOfTicket: [`must be at most ${limit}`],
    });
  }
  const now = new Date();
  const priced = await priceChoice(event, input, now);
  const quantity = priced.lines.reduce((sum, line) => sum + line.quantity, 0);
  // Own stock first, then tickets sold back by their holders (lib/domain/resale/resale-stock.ts).
  const stocked = withResaleSeats(event);
  const split = splitOwnAndResale(event.ticketTypes ?? [], event.resaleOpen, priced.lines);
  const ownQuantity = split ? split.reduce((sum, line) => sum + line.own, 0) : quantity;
  // Sold out already: answer without writing anything (most of a rush ends here).
  if (event.seatsTaken + ownQuantity > event.ticketQuantity) throw soldOut(event.ticketQuantity - event.seatsTaken + stocked.resaleSeats);
  for (const line of priced.lines) {
    const type = stocked.ticketTypes?.find((candidate) => String(candidate._id) === line.ticketType);
    if (type && typeLeft(type) < line.quantity) throw soldOut(typeLeft(type), typeLabel(event, type.name));
  }
  if (!split) throw soldOut(0);
  const resaleSeats = split.filter((line) => line.resale > 0).map((line) => ({ ticketType: line.ticketType, quantity: line.resale }));
  // Seats that came back while people wait are offered to them first (docs/waitlist.md).
  await refuseQueueJump(event, priced.lines);

  // Without an account, the allowance is the address's per client (lib/domain/tickets/guest-allowance.ts).
  if (guestClient) {
    const held = await guestTicketsHeld(buyerId, eventId, guestClient);
    if (held + quantity > limit) throw overLimit(limit, held);
  }

  const code = priced.code;
  const promoUses = code ? priced.discountedTickets : 0;
  const counts = split.filter((line) => line.own > 0).map((line) => ({ ticketType: line.ticketType, quantity: line.own }));
  const fees = orderFees(priced.totalKobo, event.feeMode ?? "absorb");
  const holders = holdersOfOrder(event, input.holders, quantity);
  const order = await createOrder({
    reference: newPaymentReference("ticket"),
    kind: "ticket",
    status: "holding",
    buyer: buyerId,
    ...(guest ? { guest: true } : {}),
    ...(guestClient ? { guestClient } : {}),
    event: eventId,
    quantity,
    lines: priced.lines,
    ...(resaleSeats.length ? { resaleSeats } : {}),
    ...(code ? { promoCode: code._id, promoUses } : {}),
    amountKobo: fees.totalKobo,
    feeMode: fees.feeMode,
    feeKobo: fees.feeKobo,
    platformFeeKobo: fees.platformFeeKobo,
    gatewayFeeKobo: fees.gatewayFeeKobo,
    expiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
    fullName: input.fullName,
    email: input.email,
    needCarPackingSpace: input.needCarPackingSpace,
    specialRequest: input.specialRequest,
    ...(holders ? { holders } : {}),
  });
  const [quotaTaken, seatsTaken, usesTaken, resaleTaken] = await Promise.all([
    guestClient ? true : reserveQuota(buyerId, eventId, order._id, quantity, limit),
    holdTypeSeats(eventId, order._id, counts, event),
    code ? takeCodeUses(code._id, order._id, promoUses, code.maxUses) : true,
    resaleSeats.length ? claimResaleSeats({ _id: order._id, event: order.event, resaleSeats: order.resaleSeats }) : true,
  ]);
  if (!quotaTaken || !seatsTaken || !usesTaken || !resaleTaken) {
    // Only what was taken goes back: a refused part took nothing (each is one conditional update).
    const taken = {
      seats: seatsTaken,
      quota: !guestClient && quotaTaken,
      uses: Boolean(code) && usesTaken,
      resale: resaleSeats.length > 0 && resaleTaken,
    };
    await undoHolding(order.toObject<LeanOrder>(), taken);
    if (!quotaTaken) {
      throw overLimit(limit, await quotaHeld(buyerId, eventId));
    }
    if (!usesTaken) throw codeRefusal("This code has been used up");
    throw await soldOutNow(eventId, counts);
  }

  crashPoint("after-seats-held");
  // Only a request stalled past the sweeper's patience finds its order no longer holding: the sweeper
  // undid it, and anything taken after that is given back here (each part keyed by the order, so at most once).
  if (!(await flipToPending(order._id))) {
    await undoHolding(order.toObject<LeanOrder>());
    throw new ApiError("unavailable", "Holding your tickets took too long. Please try again.");
  }
  // The order as stored is the one just written, now pending: no need to read it back.
  const held: LeanOrder = { ...order.toObject<LeanOrder>(), status: "pending" };
  if (held.amountKobo > 0) return toOrderView(held);
  await fulfilPaidOrder(held.reference, { amount: 0, currency: "NGN" });
  return toOrderView((await Order.findById(held._id).lean<LeanOrder>()) as LeanOrder);
}

const overLimit = (limit: number, held: number) =>
  new ApiError("unprocessable_entity", `You can buy at most ${limit} tickets for this event and already hold ${held}`, {
    numberOfTicket: [`must be at most ${Math.max(0, limit - held)}`],
  });

/** Why seats could not be taken, read after the fact (with the other purchases reading the event then): the event, or the first type without enough left. */
async function soldOutNow(eventId: string, counts: { ticketType: string; quantity: number }[]) {
  const latest = await readEventForPurchase(eventId);
  if (!latest) return new ApiError("not_found", "Event not found");
  for (const count of counts) {
    const type = latest.ticketTypes?.find((candidate) => String(candidate._id) === count.ticketType);
    if (type && typeLeft(type) < count.quantity) return soldOut(typeLeft(type), typeLabel(latest, type.name));
  }
  return soldOut(latest.ticketQuantity - latest.seatsTaken);
}

/** A type is named in "sold out" messages only when the event has several (one type is the event). */
const typeLabel = (event: { ticketTypes?: unknown[] | null }, name: string) => ((event.ticketTypes?.length ?? 0) > 1 ? name : undefined);
