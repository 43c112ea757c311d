import "server-only";
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/platform/db";
import { getEnv } from "@/lib/platform/env";
import { availableBalance, organiserShare, settlesAt } from "@/lib/domain/payouts/ledger";
import { Event } from "@/models/Event";
import { Payout } from "@/models/Payout";
import { Refund } from "@/models/Refund";

/**
 * One event's money, as the organiser's screens and the API show it (naira): what buyers paid,
 * what went back to them, the platform's fee, the payouts, and what is left to withdraw, from when.
 * Net sales and requested payouts are the event's own counters (the ones refunds and payouts move
 * by conditional updates); refunds and payouts are summed from their records beside them.
 */
export type EventLedger = {
  eventId: string;
  eventTitle: string;
  grossSales: number;
  refunded: number;
  netSales: number;
  fee: number;
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
const SALES_REFUND_KINDS: ("organiser" | "cancellation")[] = ["organiser", "cancellation"];

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
  const refunds = await Promise.all(events.map((event) => refundedKobo(event._id)));
  return events.map((event, index) => {
    const own = payouts.filter((payout) => String(payout.event) === String(event._id));
    return ledgerOf(event, refunds[index] ?? 0, sumOf(own, "paid"), sumOf(own, "pending"), now);
  });
}

/** One event's ledger (for its owner's finance team, who see that event's money only); null when the event does not exist. */
export async function eventLedger(eventId: string, now = new Date()): Promise<EventLedger | null> {
  await connectToDatabase();
  const event = await Event.findById(eventId, LEDGER_FIELDS).lean<LedgerEvent>();
  if (!event) return null;
  const [payouts, refunded] = await Promise.all([
    Payout.find({ event: eventId, status: { $in: LIVE_PAYOUTS } }, { amount: 1, status: 1 }).lean(),
    refundedKobo(event._id),
  ]);
  return ledgerOf(event, refunded, sumOf(payouts, "paid"), sumOf(payouts, "pending"), now);
}

/** Payouts that took money off a balance: paid, or on their way (failed ones gave it back). */
const LIVE_PAYOUTS: ("pending" | "paid")[] = ["pending", "paid"];

const sumOf = (payouts: { status: string; amount: number }[], status: "paid" | "pending") =>
  payouts.filter((payout) => payout.status === status).reduce((total, payout) => total + payout.amount, 0);

function ledgerOf(event: LedgerEvent, refundKobo: number, paidOut: number, pendingPayouts: number, now: Date): EventLedger {
  const netSales = event.revenueGenerated;
  const settlement = settlesAt(event.endsAt, getEnv().PAYOUT_SETTLEMENT_DAYS);
  const passedSales = event.passedFeeSales ?? 0;
  const { fee, available } = availableBalance(netSales, event.payoutsRequested, passedSales);
  const settled = settlement.getTime() <= now.getTime();
  return {
    eventId: String(event._id),
    eventTitle: event.eventTitle,
    grossSales: (kobo(netSales) + refundKobo) / 100,
    refunded: refundKobo / 100,
    netSales,
    fee,
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
