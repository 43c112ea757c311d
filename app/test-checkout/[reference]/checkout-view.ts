import type { PaymentChannel } from "@/lib/domain/payments/channels";
import type { TestCheckout } from "@/lib/domain/payments/test-gateway/get-test-checkout";

/** What the hosted page shows below the summary. */
export type CheckoutView =
  | { kind: "done" }
  | { kind: "waiting" }
  | { kind: "charge"; channel: "card" | "bank" }
  | { kind: "transfer" }
  | { kind: "ussd" }
  | { kind: "choose" };

const isCharge = (channel: unknown): channel is "card" | "bank" => channel === "card" || channel === "bank";

/**
 * The panel for a checkout and the `pay` the buyer picked (a card or bank account: just a view, so a
 * link). Otherwise the transfer account or USSD code being paid into; else card (as on Paystack's
 * page), bank account, or the list of ways to pay when only transfer and USSD are offered.
 */
export function checkoutView(checkout: TestCheckout, pay: string | undefined): CheckoutView {
  if (checkout.status === "success") return { kind: "done" };
  if (checkout.sent) return { kind: "waiting" };
  if (isCharge(pay) && checkout.channels.includes(pay)) return { kind: "charge", channel: pay };
  if (checkout.transfer) return { kind: "transfer" };
  if (checkout.ussdCode) return { kind: "ussd" };
  const charge = checkout.channels.find(isCharge);
  return charge ? { kind: "charge", channel: charge } : { kind: "choose" };
}

/** The channel a view is about, to mark it in the list of ways to pay. */
export function viewChannel(view: CheckoutView): PaymentChannel | null {
  if (view.kind === "charge") return view.channel;
  if (view.kind === "transfer") return "bank_transfer";
  if (view.kind === "ussd") return "ussd";
  return null;
}
