// The values orders and events store about paying: Paystack's channel names and who pays the fees.
// The rules that use them are in lib/domain/payments/channels.ts and lib/domain/fees/fee-rules.ts.

/** The channels an event can accept, in the order buyers are offered them (transfer first: most Nigerians pay so). */
export const PAYMENT_CHANNELS = ["bank_transfer", "card", "ussd", "bank"] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** `absorb`: the fees come out of the organiser's sales; `pass`: the buyer pays them on top. */
export const FEE_MODES = ["absorb", "pass"] as const;
export type FeeMode = (typeof FEE_MODES)[number];
