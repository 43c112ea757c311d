// Holds: how long an unpaid order keeps its seats, per way of paying.
import type { PaymentChannel } from "@/lib/domain/payments/channels";

/** Every hold starts here: enough for a card or a bank login. */
export const HOLD_MINUTES = 15;

/**
 * Channels whose money arrives on the bank's time get a longer hold. A pay-with-transfer account
 * lives 30 minutes (Paystack refunds a transfer made after that), and the transfer can take a few
 * minutes more to be confirmed: 30 + 15. A USSD payment is finished on the phone within minutes, but
 * the bank's confirmation can lag: 30.
 */
export const LONG_HOLD_MINUTES: Partial<Record<PaymentChannel, number>> = { bank_transfer: 45, ussd: 30 };

/**
 * So that abandoned transfers cannot freeze a sell-out, long holds together may keep at most this
 * share of the seats not yet sold (one order may always be held long while no other is, so a small
 * event takes transfers too), and a buyer may have one long hold per event at a time. Past the cap a
 * transfer still works within the ordinary hold; the buyer is told when it ends.
 */
export const LONG_HOLD_SHARE = 0.5;

export const longHoldMinutes = (channel: string | null | undefined): number | null =>
  channel ? (LONG_HOLD_MINUTES[channel as PaymentChannel] ?? null) : null;
