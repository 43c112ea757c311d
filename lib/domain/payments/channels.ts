// Paystack's payment channels, named as Paystack names them (the `channels` of
// /transaction/initialize and the `channel` its verify and webhooks report).

import { PAYMENT_CHANNELS, type PaymentChannel } from "@/models/payment-terms";

export { PAYMENT_CHANNELS, type PaymentChannel };

export const CHANNEL_LABELS: Record<PaymentChannel, string> = {
  bank_transfer: "Bank transfer",
  card: "Card",
  ussd: "USSD",
  bank: "Bank account",
};

export const isPaymentChannel = (value: unknown): value is PaymentChannel => PAYMENT_CHANNELS.includes(value as PaymentChannel);

/** An event's accepted channels: all of them unless the organiser narrowed the set. */
export function acceptedChannels(chosen: readonly string[] | null | undefined): PaymentChannel[] {
  const known = PAYMENT_CHANNELS.filter((channel) => chosen?.includes(channel));
  return known.length ? known : [...PAYMENT_CHANNELS];
}
