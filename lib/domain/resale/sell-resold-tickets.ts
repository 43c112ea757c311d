// Resale: when a buyer's payment for resale seats settles, the listings they claimed are sold and
// their holders refunded the price paid less the stated fees. Once per listing, however often the
// payment is reported or a crash repeats the order's fulfilment.
import "server-only";
import { announceListsChange } from "@/lib/domain/change-feed/announce-session-change";
import type { Types } from "mongoose";
import { isDuplicateKey } from "@/lib/platform/duplicate-key";
import { formatKobo } from "@/lib/platform/format";
import { logger } from "@/lib/platform/logger";
import { recordAudit } from "@/lib/domain/audit/audit-log";
import { uncountSale } from "@/lib/domain/sales-days/count-sale";
import { takeRefundFromSales } from "@/lib/domain/refunds/refund-funding";
import { sendRefund } from "@/lib/domain/refunds/send-refund";
import { mailSold } from "@/lib/domain/resale/resale-mail";
import { orderTicketsUrl } from "@/lib/domain/tickets/ticket-link";
import { Event } from "@/models/Event";
import { Order, type LeanOrder } from "@/models/Order";
import { Refund } from "@/models/Refund";
import { Ticket } from "@/models/Ticket";
import { TicketQuota } from "@/models/TicketQuota";

/** The refund of one resold ticket: its reference is the ticket's, so its unique index lets it happen once. */
export const resaleRefundReference = (ticketId: Types.ObjectId | string) => `rf-resale-${String(ticketId)}`;

/**
 * Sells the listings a paid order claimed: each flips claimed (by this order) and still valid →
 * refunded and sold, in one conditional update — from then on it is dead at the gate, online at
 * once and on offline scanners at their next sync (it is a refunded ticket in the check-in list).
 * Then its holder is refunded. Run before the order's fulfilment is closed, so a crash is finished
 * by the order sweeper; every step is keyed, so running it again changes nothing.
 */
export async function sellClaimedListings(order: LeanOrder): Promise<void> {
  if (!order.resaleSeats?.length) return;
  const claimed = await Ticket.find({ resaleClaim: order._id, "resale.state": { $in: ["claimed", "sold"] } }, { _id: 1 }).lean();
  const soldAt = order.paidAt ?? new Date();
  for (const { _id } of claimed) {
    await Ticket.updateOne(
      { _id, resaleClaim: order._id, "resale.state": "claimed", status: "valid" },
      { $set: { status: "refunded", "resale.state": "sold", "resale.soldAt": soldAt } },
    );
    const sold = await Ticket.findOne({ _id, resaleClaim: order._id, "resale.state": "sold" }).lean();
    if (sold) {
      // The sold ticket leaves its seller's upcoming events (kept-lists.ts).
      announceListsChange([sold.owner]);
      await refundSoldListing(sold, order);
    } else logger.error("a claimed resale listing could not be sold", { ticket: String(_id), order: order.reference });
  }
}

type SoldTicket = {
  _id: Types.ObjectId;
  event: Types.ObjectId;
  order: Types.ObjectId;
  ticketType?: Types.ObjectId | null;
  checkInCode: string;
  resale?: { refundKobo?: number | null; soldAt?: Date | null } | null;
};

/**
 * Refunds a sold listing's holder the figure fixed when it was listed, once: the refund record is
 * created first under the ticket's reference (unique), and only its creator takes the money off
 * the event's sales, counts the ticket out of the sale and the holder's allowance, sends the
 * refund to the gateway (or marks a free one done) and tells the holder.
 */
async function refundSoldListing(ticket: SoldTicket, newOrder: LeanOrder): Promise<void> {
  const original = await Order.findById(ticket.order).lean<LeanOrder>();
  if (!original) return;
  const amountKobo = ticket.resale?.refundKobo ?? 0;
  let refund;
  try {
    refund = await Refund.create({
      reference: resaleRefundReference(ticket._id),
      order: original._id,
      event: ticket.event,
      kind: "resale",
      transactionReference: original.reference,
      tickets: [ticket._id],
      quantity: 1,
      amountKobo,
      reason: "Sold back at face value",
    });
  } catch (error) {
    if (isDuplicateKey(error)) return; // refunded already
    throw error;
  }
  const feesPassed = original.feeMode === "pass";
  try {
    await takeRefundFromSales(ticket.event, amountKobo, feesPassed);
  } catch (error) {
    // Only when the event's sales were paid out meanwhile: the refund waits for support, visibly.
    const note = error instanceof Error ? error.message.slice(0, 300) : "The event's sales cannot fund this refund";
    await Refund.updateOne({ _id: refund._id }, { $set: { status: "failed", note } });
    logger.error("resale refund not funded", { ticket: String(ticket._id), error });
    return;
  }
  await Ticket.updateOne({ _id: ticket._id }, { $set: { refund: refund._id } });
  const after = await Order.findOneAndUpdate(
    { _id: original._id },
    { $inc: { refundedQuantity: 1, refundedKobo: amountKobo } },
    { returnDocument: "after" },
  ).lean<LeanOrder>();
  if ((after?.refundedQuantity ?? 0) >= original.quantity)
    await Order.updateOne({ _id: original._id, status: "paid" }, { $set: { status: "refunded" } });
  // The seat itself went to the new buyer (counted in their sale): only the old sale comes off.
  await Promise.all([
    Event.updateOne({ _id: ticket.event }, { $inc: { ticketSold: -1, totalAttendee: -1, countersVersion: 1 } }),
    original.paidAt ? uncountSale(ticket.event, original.paidAt, 1) : null,
    TicketQuota.updateOne(
      { buyer: original.buyer, event: ticket.event, orders: original._id, held: { $gte: 1 }, refunds: { $ne: refund._id } },
      { $inc: { held: -1 }, $push: { refunds: refund._id } },
    ),
  ]);
  const record = { _id: refund._id, reference: refund.reference, transactionReference: original.reference, amountKobo, reason: refund.reason };
  if (amountKobo > 0) await sendRefund(record);
  else await Refund.updateOne({ _id: refund._id }, { $set: { status: "processed", processedAt: new Date() } });

  const event = await Event.findById(ticket.event, { eventTitle: 1, organizer: 1 }).lean();
  const soldAt = ticket.resale?.soldAt ?? new Date();
  await Promise.all([
    mailSold(
      {
        to: original.email,
        fullname: original.fullName ?? "",
        eventTitle: event?.eventTitle ?? "your event",
        checkInCode: ticket.checkInCode,
        ticketsUrl: original.publicId ? orderTicketsUrl(original.publicId) : "",
      },
      amountKobo,
      soldAt,
    ),
    event
      ? recordAudit({
          ownerId: String(event.organizer),
          eventId: String(ticket.event),
          action: "resale_sell",
          actor: {
            kind: "ticket_holder",
            actorId: `order:${original.publicId ?? ""}`,
            label: `${original.fullName || "Ticket holder"} (${original.email ?? "no e-mail"})`,
          },
          detail: `Ticket ${ticket.checkInCode} resold in order ${newOrder.publicId ?? newOrder.reference}; ${formatKobo(amountKobo)} refunded`,
        })
      : null,
  ]);
}
