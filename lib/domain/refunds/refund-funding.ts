import "server-only";
import type { Types } from "mongoose";
import { ApiError } from "@/lib/platform/errors";
import { formatMoney } from "@/lib/platform/format";
import { refundable, refundFits } from "@/lib/domain/payouts/ledger";
import { Event } from "@/models/Event";

type EventRef = Types.ObjectId | string;

const ATTEMPTS = 5;

/** The sentence an organiser reads when an event's sales can no longer pay a refund back. */
export function unfundedRefundMessage(
  refundNaira: number,
  netSales: number,
  requested: number,
  passed: { sales: number; fromPassed: boolean } = { sales: 0, fromPassed: false },
): string {
  const left = refundable(netSales, requested, passed);
  return (
    `This refund of ${formatMoney(refundNaira)} cannot be paid: ${formatMoney(requested)} of this event's sales has already been paid out to you, ` +
    `so at most ${formatMoney(left)} can still be refunded.`
  );
}

/**
 * Takes a refund's money off the event's net sales, only while the organiser's share still covers
 * the payouts requested: one conditional update pinning both figures it checked (a payout reserve
 * pins them too, so the two can never both pass on the same money), retried if either moved.
 * A refund the event cannot fund is refused with a 409 saying how much is left; the platform never
 * pays it from its own balance.
 */
export async function takeRefundFromSales(eventId: EventRef, amountKobo: number, feesPassed = false): Promise<void> {
  if (amountKobo <= 0) return;
  const refundNaira = amountKobo / 100;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const event = await Event.findById(eventId, { revenueGenerated: 1, payoutsRequested: 1, passedFeeSales: 1 }).lean();
    if (!event) throw new ApiError("not_found", "Event not found");
    const { revenueGenerated: netSales, payoutsRequested: requested } = event;
    const passedSales = event.passedFeeSales ?? 0;
    const passed = { sales: passedSales, refund: feesPassed ? refundNaira : 0 };
    if (!refundFits(netSales, requested, refundNaira, passed))
      throw new ApiError("conflict", unfundedRefundMessage(refundNaira, netSales, requested, { sales: passedSales, fromPassed: feesPassed }));
    const taken = await Event.updateOne(
      {
        _id: eventId,
        revenueGenerated: netSales,
        payoutsRequested: requested,
        ...(event.passedFeeSales == null ? {} : { passedFeeSales: passedSales }),
      },
      { $inc: { revenueGenerated: -refundNaira, ...passedChange(feesPassed, passedSales, -refundNaira), countersVersion: 1 } },
    );
    if (taken.modifiedCount === 1) return;
  }
  throw new ApiError("conflict", "The balance changed while we checked it. Please try again.");
}

/** Gives back what a refund took but did not use (its tickets were refunded by someone else meanwhile). */
export async function returnToSales(eventId: EventRef, amountKobo: number, feesPassed = false): Promise<void> {
  if (amountKobo <= 0) return;
  const naira = amountKobo / 100;
  await Event.updateOne(
    { _id: eventId },
    { $inc: { revenueGenerated: naira, ...(feesPassed ? { passedFeeSales: naira } : {}), countersVersion: 1 } },
  );
}

/** A refund of sales whose buyers paid the fees takes them off those sales too (never below 0). */
const passedChange = (feesPassed: boolean, passedSales: number, change: number) =>
  feesPassed ? { passedFeeSales: Math.max(change, -passedSales) } : {};
