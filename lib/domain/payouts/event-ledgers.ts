import "server-only";
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/platform/db";
import { getEnv } from "@/lib/platform/env";
import { availableBalance, organiserShare, settlesAt } from "@/lib/domain/payouts/ledger";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";
import { Payout } from "@/models/Payout";
import { Refund } from "@/models/Refund";

/**
 * One event's money, as the organiser's screens and the API show it (naira): what buyers paid,
 * what went back to them, the fees, the payouts, and what is left to withdraw, from when.
 * Net sales and requested payouts are the event's own counters (the ones refunds and payouts move
 * by conditional updates); refunds, payouts and the fees buyers paid on top are summed from their
 * records beside them. Gross, fees and net add up: paidByBuyers − refunded − totalFees = organiserShare
 * (give or take the share's rounding down to the naira).
 */
export type EventLedger = {
  eventId: string;
  eventTitle: string;
  /** The tickets' price of every sale, before refunds. */
  grossSales: number;
  /** The fees buyers paid on top of the tickets (events that pass them on); not refunded with tickets. */
  buyerFees: number;
  /** Gross: what buyers paid, all in (grossSales + buyerFees). */
  paidByBuyers: number;
  refunded: number;
  netSales: number;
  /** The platform's fee kept from the organiser's sales (none on sales whose buyers paid it). */
  fee: number;
  /** Every fee on the event's sales: what buyers paid on top and the platform's fee kept (buyerFees + fee). */
  totalFees: number;
  /** Net: what of the sales is the organiser's. */
  organiserShare: number;
  paidOut: number;
  pendingPayouts: number;
  available: number;
  /** What becomes available when the sales settle (0 once they have, or for a cancelled event). */
  availableLater: number;
  settlesAt: string;
  settled: boolean;
  cancelled: boolean;
};

const kobo = (naira: number) => Math.round(naira * 100);

/** Refunds that took money back off an event's sales (a late payment's refund never reached them). */
const SALES_REFUND_KINDS: ("organiser" | "cancellation" | "resale")[] = ["organiser", "cancellation", "resale"];

const LEDGER_FIELDS = { eventTitle: 1, revenueGenerated: 1, passedFeeSales: 1, payoutsRequested: 1, endsAt: 1, cancelledAt: 1 } as const;

type LedgerEvent = {
  _id: Types.ObjectId;
  eventTitle: string;
  revenueGenerated: number;
  passedFeeSales?: number | null;
  payoutsRequested: number;
  endsAt: Date;
  cancelledAt?: Date | null;
};

/** The ledger of each of the organiser's events (newest first, up to 500). */
export async function listEventLedgers(organiserId: string, now = new Date()): Promise<EventLedger[]> {
  await connectToDatabase();
  const events = await Event.find({ organizer: organiserId }, LEDGER_FIELDS).sort({ createdAt: -1 }).limit(500).lean<LedgerEvent[]>();
  const payouts = await Payout.find({ organizer: organiserId, status: { $in: LIVE_PAYOUTS } }, { event: 1, amount: 1, status: 1 }).lean();
  const [refunds, fees] = await Promise.all([
    Promise.all(events.map((event) => refundedKobo(event._id))),
    Promise.all(events.map((event) => buyerFeesKobo(event._id))),
  ]);
  return events.map((event, index) => {
    const own = payouts.filter((payout) => String(payout.event) === String(event._id));
    return ledgerOf(event, { refundKobo: refunds[index] ?? 0, buyerFeeKobo: fees[index] ?? 0 }, sumOf(own, "paid"), sumOf(own, "pending"), now);
  });
}

/** One event's ledger (for its owner's finance team, who see that event's money only); null when the event does not exist. */
export async function eventLedger(eventId: string, now = new Date()): Promise<EventLedger | null> {
  await connectToDatabase();
  const event = await Event.findById(eventId, LEDGER_FIELDS).lean<LedgerEvent>();
  if (!event) return null;
  const [payouts, refundKobo, buyerFeeKobo] = await Promise.all([
    Payout.find({ event: eventId, status: { $in: LIVE_PAYOUTS } }, { amount: 1, status: 1 }).lean(),
    refundedKobo(event._id),
    buyerFeesKobo(event._id),
  ]);
  return ledgerOf(event, { refundKobo, buyerFeeKobo }, sumOf(payouts, "paid"), sumOf(payouts, "pending"), now);
}

/** Payouts that took money off a balance: paid, or on their way (failed ones gave it back). */
const LIVE_PAYOUTS: ("pending" | "paid")[] = ["pending", "paid"];

const sumOf = (payouts: { status: string; amount: number }[], status: "paid" | "pending") =>
  payouts.filter((payout) => payout.status === status).reduce((total, payout) => total + payout.amount, 0);

function ledgerOf(
  event: LedgerEvent,
  { refundKobo, buyerFeeKobo }: { refundKobo: number; buyerFeeKobo: number },
  paidOut: number,
  pendingPayouts: number,
  now: Date,
): EventLedger {
  const netSales = event.revenueGenerated;
  const settlement = settlesAt(event.endsAt, getEnv().PAYOUT_SETTLEMENT_DAYS);
  const passedSales = event.passedFeeSales ?? 0;
  const { fee, available } = availableBalance(netSales, event.payoutsRequested, passedSales);
  const settled = settlement.getTime() <= now.getTime();
  const grossKobo = kobo(netSales) + refundKobo;
  return {
    eventId: String(event._id),
    eventTitle: event.eventTitle,
    grossSales: grossKobo / 100,
    buyerFees: buyerFeeKobo / 100,
    paidByBuyers: (grossKobo + buyerFeeKobo) / 100,
    refunded: refundKobo / 100,
    netSales,
    fee,
    totalFees: (buyerFeeKobo + kobo(fee)) / 100,
    organiserShare: organiserShare(netSales, passedSales),
    paidOut,
    pendingPayouts,
    available: settled && !event.cancelledAt ? available : 0,
    availableLater: !settled && !event.cancelledAt ? available : 0,
    settlesAt: settlement.toISOString(),
    settled,
    cancelled: Boolean(event.cancelledAt),
  };
}

async function refundedKobo(eventId: Types.ObjectId): Promise<number> {
  const refunds = await Refund.find({ event: eventId, kind: { $in: SALES_REFUND_KINDS } }, { amountKobo: 1 }).lean();
  return refunds.reduce((sum, refund) => sum + refund.amountKobo, 0);
}

/**
 * The fees buyers paid on top for the event's tickets: orders that were paid (refunded since or not:
 * the fees stay), read by the event's index; a late payment refunded in full was never paid.
 */
async function buyerFeesKobo(eventId: Types.ObjectId): Promise<number> {
  const orders = await Order.find(
    { event: eventId, status: { $in: ["paid", "refunded"] }, paidAt: { $exists: true }, feeKobo: { $gt: 0 } },
    { feeKobo: 1 },
  ).lean();
  return orders.reduce((sum, order) => sum + (order.feeKobo ?? 0), 0);
}
