// Resale: the organiser's policy for an event, and what a holder gets back for a ticket sold on.
import { gatewayFeeKobo, orderFees, type FeeMode } from "@/lib/domain/fees/fee-rules";

export type ResalePolicy = {
  allowed: boolean;
  /** Until when holders may list (ISO instant); null: until the event starts. */
  until: string | null;
  /** The share of the price paid kept when the ticket sells, in percent. */
  feePercent: number;
  /** Whether the holder also bears Paystack's charge on the new sale (an event whose buyers pay the fees on top: 0). */
  gatewayFee: boolean;
};

type StoredPolicy = { allowed?: boolean | null; until?: Date | null; feePercent?: number | null; gatewayFee?: boolean | null } | null | undefined;

/** The policy as stored; an event that never set one does not allow resale. */
export function resalePolicyOf(stored: StoredPolicy): ResalePolicy {
  return {
    allowed: stored?.allowed === true,
    until: stored?.until ? stored.until.toISOString() : null,
    feePercent: stored?.feePercent ?? 0,
    gatewayFee: stored?.gatewayFee === true,
  };
}

/** The last moment a ticket may be listed: the policy's date, never after the event starts. */
export function resaleClosesAt(policy: ResalePolicy, startsAt: Date): Date {
  const until = policy.until ? new Date(policy.until) : startsAt;
  return until.getTime() < startsAt.getTime() ? until : startsAt;
}

export type ResaleQuote = {
  /** What the holder paid for this ticket (its type's price less any code's discount). */
  paidKobo: number;
  /** The policy's fee, kept when it sells. */
  feeKobo: number;
  /** What goes back to the holder when it sells: paid less the fee, never below 0. */
  refundKobo: number;
};

/**
 * What selling a ticket back returns: the price paid less the policy's percentage of it and, when
 * the policy names it, Paystack's charge on the new sale of one ticket at face value (only where
 * the organiser absorbs the fees; a buyer who pays them on top pays that charge). A free ticket
 * returns nothing and costs nothing.
 */
export function resaleQuote(policy: ResalePolicy, paidKobo: number, faceValueKobo: number, feeMode: FeeMode): ResaleQuote {
  if (paidKobo <= 0) return { paidKobo: 0, feeKobo: 0, refundKobo: 0 };
  const percentKobo = Math.ceil((paidKobo * policy.feePercent) / 100);
  const newSale = orderFees(faceValueKobo, feeMode);
  const chargeKobo = policy.gatewayFee && feeMode === "absorb" ? gatewayFeeKobo(newSale.totalKobo) : 0;
  const feeKobo = Math.min(paidKobo, percentKobo + chargeKobo);
  return { paidKobo, feeKobo, refundKobo: paidKobo - feeKobo };
}
