// Waitlist: one offer — an entry's party of seats held for it in a pending order, and its notice.
import "server-only";
import { Types } from "mongoose";
import { crashPoint } from "@/lib/platform/crash-point";
import { logger } from "@/lib/platform/logger";
import { newPaymentReference } from "@/lib/domain/payments/gateway-references";
import { priceChoice } from "@/lib/domain/tickets/price-choice";
import { orderFees } from "@/lib/domain/fees/fee-rules";
import { holdTypeSeats } from "@/lib/domain/inventory/type-counters";
import { claimResaleSeats } from "@/lib/domain/inventory/resale-seats";
import { splitOwnAndResale } from "@/lib/domain/resale/resale-stock";
import { undoHolding } from "@/lib/domain/orders/holds/undo-holding";
import { endHold } from "@/lib/domain/orders/holds/end-hold";
import { waitlistBuyer } from "@/lib/domain/waitlist/waitlist-buyer";
import { waitlistSettingsOf } from "@/lib/domain/waitlist/waitlist-settings";
import { sendOfferNotice } from "@/lib/domain/waitlist/send-offer-notice";
import type { WaitlistEvent } from "@/lib/domain/waitlist/waitlist-event";
import { Order, type LeanOrder } from "@/models/Order";
import { WaitlistEntry, type LeanWaitlistEntry } from "@/models/WaitlistEntry";

/** made: seats held and the notice sent (or due); taken: another caller claimed the entry; no_seats: the seats went elsewhere; unpriceable: its type cannot be sold now. */
export type OfferOutcome = "made" | "taken" | "no_seats" | "unpriceable";

/** Puts a claimed entry back in the queue at its old place, only while this offer is still its claim. */
export async function unclaim(entryId: Types.ObjectId, orderId: Types.ObjectId): Promise<boolean> {
  const back = await WaitlistEntry.updateOne(
    { _id: entryId, status: "offered", offerOrder: orderId },
    { $set: { status: "waiting" }, $unset: { offerOrder: 1, offeredAt: 1, offerExpiresAt: 1, notice: 1, byHand: 1 }, $inc: { offers: -1 } },
  );
  return back.modifiedCount === 1;
}

/**
 * Offers an entry its party of seats. In order, each step a conditional update keyed by the offer:
 * the entry is claimed (waiting → offered, naming the order to be; only one caller wins), the
 * order is written ("holding", its `offer` the entry), the seats are taken from the counters by
 * the purchase's own conditional updates (holdTypeSeats: all or nothing; listed resale tickets once
 * the type's own stock is gone, claimResaleSeats), and the order becomes
 * pending until the offer's time is up — a normal held order from then on, paid through the normal
 * checkout. Seats that went elsewhere meanwhile undo the order and put the entry back at its
 * place. A crash between steps is repaired by the order sweeper (a holding order is undone) and
 * the waitlist sweep (a claim without its order goes back to waiting; a notice still due is sent).
 */
export async function offerEntry(event: WaitlistEvent, entry: LeanWaitlistEntry, now = new Date(), { byHand = false } = {}): Promise<OfferOutcome> {
  const eventId = String(event._id);
  let priced: Awaited<ReturnType<typeof priceChoice>>;
  try {
    priced = await priceChoice(event, { tickets: [{ ticketTypeId: String(entry.ticketType), quantity: entry.partySize }] }, now);
  } catch {
    return "unpriceable";
  }
  // Own stock first, then tickets sold back by their holders, as a purchase takes them (docs/resale.md).
  const split = splitOwnAndResale(event.ticketTypes ?? [], event.resaleOpen, [{ ticketType: String(entry.ticketType), quantity: entry.partySize }]);
  if (!split) return "no_seats";
  const ownSeats = split.filter((line) => line.own > 0).map((line) => ({ ticketType: line.ticketType, quantity: line.own }));
  const resaleSeats = split.filter((line) => line.resale > 0).map((line) => ({ ticketType: line.ticketType, quantity: line.resale }));
  const buyer = await waitlistBuyer(entry);
  const orderId = new Types.ObjectId();
  const expiresAt = new Date(now.getTime() + waitlistSettingsOf(event).offerMinutes * 60_000);
  const claimed = await WaitlistEntry.updateOne(
    { _id: entry._id, status: "waiting" },
    {
      $set: { status: "offered", offerOrder: orderId, offeredAt: now, offerExpiresAt: expiresAt, notice: "due", ...(byHand ? { byHand: true } : {}) },
      $inc: { offers: 1 },
    },
  );
  if (claimed.modifiedCount !== 1) return "taken";
  crashPoint("after-offer-claimed");

  const fees = orderFees(priced.totalKobo, event.feeMode ?? "absorb");
  const order = (
    await Order.create({
      _id: orderId,
      reference: newPaymentReference("ticket"),
      kind: "ticket",
      status: "holding",
      buyer,
      ...(entry.user ? {} : { guest: true }),
      event: eventId,
      quantity: entry.partySize,
      lines: priced.lines,
      ...(resaleSeats.length ? { resaleSeats } : {}),
      amountKobo: fees.totalKobo,
      feeMode: fees.feeMode,
      feeKobo: fees.feeKobo,
      platformFeeKobo: fees.platformFeeKobo,
      gatewayFeeKobo: fees.gatewayFeeKobo,
      expiresAt,
      fullName: entry.fullName,
      email: entry.email.toLowerCase(),
      offer: entry._id,
    })
  ).toObject<LeanOrder>();
  const [ownHeld, resaleHeld] = await Promise.all([
    ownSeats.length ? holdTypeSeats(eventId, orderId, ownSeats, event) : true,
    resaleSeats.length ? claimResaleSeats(order) : true,
  ]);
  if (!ownHeld || !resaleHeld) {
    await undoHolding(order);
    await unclaim(entry._id, orderId);
    return "no_seats";
  }
  crashPoint("after-offer-seats-held");
  const flipped = await Order.updateOne({ _id: orderId, status: "holding" }, { $set: { status: "pending" } });
  if (flipped.modifiedCount !== 1) {
    // Stalled past the order sweeper's patience: it undid the order; give back anything taken since.
    await undoHolding(order);
    await unclaim(entry._id, orderId);
    return "no_seats";
  }
  const pending: LeanOrder = { ...order, status: "pending" };
  // Stalled past the waitlist sweep's patience: the entry went back to the queue, so the seats go back too.
  if (!(await WaitlistEntry.exists({ _id: entry._id, status: "offered", offerOrder: orderId }))) {
    await endHold(pending, ["pending"], "expired", { note: "The waitlist offer was withdrawn" });
    return "taken";
  }
  await sendOfferNotice(entry, pending, event).catch((error: unknown) =>
    logger.error("could not send a waitlist offer; the sweep sends it again", { entry: String(entry._id), error }),
  );
  return "made";
}
