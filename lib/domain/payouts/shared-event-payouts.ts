import "server-only";
import { formatLagosMoment } from "@/lib/platform/time/lagos";
import { eventLedger, type EventLedger } from "@/lib/domain/payouts/event-ledgers";
import { listEventPayouts, type PayoutRow } from "@/lib/domain/payouts/list-payouts";
import { maskAccountNumber } from "@/lib/domain/payments/mask-account";
import { getPayoutAccount } from "@/lib/domain/payouts/payout-account";
import { organiserName } from "@/lib/domain/events/shared-events";

/** One event's payouts as its owner's finance team sees them: the money goes to the owner's account, never theirs. */
export type SharedEventPayouts = {
  ledger: EventLedger;
  payouts: PayoutRow[];
  ownerName: string;
  /** "Adaeze Okafor, Zenith Bank ••••6789": the owner's account, its number masked; null until the owner saves one. */
  paidInto: string | null;
  /** Why nothing can be requested now, or null when a payout can be. */
  blocked: string | null;
};

function whyNot(ledger: EventLedger, ownerName: string, paidInto: string | null): string | null {
  if (ledger.cancelled) return "This event is cancelled: its sales go back to its buyers.";
  if (!ledger.settled) {
    return `This event's sales can be paid out from ${formatLagosMoment(new Date(ledger.settlesAt))} (Lagos time), once refunds for it are settled.`;
  }
  if (ledger.available <= 0) return "Nothing is left to pay out for this event.";
  if (!paidInto) return `${ownerName} has not saved a payout bank account yet: payouts of this event can be requested once they do.`;
  return null;
}

/**
 * What the payouts page shows a finance member for one of the owner's events (the caller has
 * checked the permission): its balance, its payouts (account numbers masked), whose account is paid
 * and why a payout cannot be requested yet, if it cannot. Null when the event no longer exists.
 */
export async function sharedEventPayouts(eventId: string, ownerId: string): Promise<SharedEventPayouts | null> {
  const [ledger, payouts, account, ownerName] = await Promise.all([
    eventLedger(eventId),
    listEventPayouts(eventId),
    getPayoutAccount(ownerId),
    organiserName(ownerId),
  ]);
  if (!ledger) return null;
  const paidInto = account ? `${account.accountName}, ${account.bankName} ${maskAccountNumber(account.accountNumber)}` : null;
  return {
    ledger,
    payouts: payouts.map((payout) => ({ ...payout, bankAccountNumber: maskAccountNumber(payout.bankAccountNumber) })),
    ownerName,
    paidInto,
    blocked: whyNot(ledger, ownerName, paidInto),
  };
}
