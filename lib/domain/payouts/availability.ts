import { eventTitleOrFallback, formatMoney } from "@/lib/platform/format";
import type { EventLedger } from "@/lib/domain/payouts/event-ledgers";
import { LAGOS_TIME_ZONE } from "@/lib/platform/time/lagos";

/*
 * What the payout page says about each event's money: how much can be withdrawn now, or why
 * nothing can and from when (in Lagos time), following the rules in lib/domain/payouts/ledger.ts.
 */

type Ledger = Pick<
  EventLedger,
  "eventTitle" | "netSales" | "organiserShare" | "available" | "availableLater" | "settlesAt" | "settled" | "cancelled"
>;

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

/** "Sat 5 Dec, 23:00" in Lagos time (with the year when it is not this year's). */
export function settlementMoment(instant: Date, now = new Date()): string {
  const year = (date: Date) => new Intl.DateTimeFormat("en-GB", { timeZone: LAGOS_TIME_ZONE, year: "numeric" }).format(date);
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: LAGOS_TIME_ZONE,
    weekday: "short",
    day: "numeric",
    month: "short",
    ...(year(instant) === year(now) ? {} : { year: "numeric" }),
  }).format(instant);
  const clock = new Intl.DateTimeFormat("en-GB", { timeZone: LAGOS_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
  return `${parts.replace(/,/g, "")}, ${clock}`;
}

/** The payout rule in one sentence, as the page states it. */
export const settlementRule = (settlementDays: number, feePercent: number) =>
  `An event's ticket sales can be withdrawn ${days(settlementDays)} after it ends (Lagos time), once refunds for it are settled; Scheditix keeps ${feePercent}% of its sales after refunds.`;

/**
 * Why an event has what it has to withdraw, and when that changes: "₦38,000 from Afrobeats Night
 * becomes available on Sat 5 Dec, 23:00 (3 days after the event ends)".
 */
export function availabilityText(ledger: Ledger, settlementDays: number, now = new Date()): string {
  const title = eventTitleOrFallback(ledger.eventTitle);
  const when = `${settlementMoment(new Date(ledger.settlesAt), now)} (${days(settlementDays)} after the event ends)`;
  if (ledger.cancelled) return `${title} was cancelled: its sales go back to its buyers and nothing is paid out.`;
  if (ledger.available > 0) return `${formatMoney(ledger.available)} from ${title} is available to withdraw now.`;
  if (ledger.availableLater > 0) return `${formatMoney(ledger.availableLater)} from ${title} becomes available on ${when}.`;
  if (ledger.netSales <= 0) {
    return ledger.settled
      ? `${title} has no ticket sales to pay out.`
      : `${title} has no ticket sales yet; what it sells becomes available on ${when}.`;
  }
  if (!ledger.settled) return `${title}'s share is already paid out or on its way; anything it sells now becomes available on ${when}.`;
  return `Everything ${title} earned is paid out or on its way.`;
}

/** The events with nothing to withdraw now, soonest-settling first, for "why ₦0". */
export function notYetAvailable<T extends Ledger>(ledgers: T[]): T[] {
  return ledgers.filter((ledger) => ledger.available <= 0).sort((a, b) => Date.parse(a.settlesAt) - Date.parse(b.settlesAt));
}
