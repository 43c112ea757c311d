import { outlineButton } from "@/components/ui/button-styles";
import { FeeBreakdown } from "@/components/events/price/fee-breakdown";
import { PayOrderButton } from "@/components/payments/pay-order-button";
import { PaymentStatusPoller } from "@/components/payments/payment-status-poller";
import { DeclineOfferButton } from "@/components/waitlist/decline-offer-button";
import { formatKobo } from "@/lib/platform/format";
import { lagosClock } from "@/lib/platform/time/lagos";
import type { PaymentProgress } from "@/lib/domain/orders/payment-progress";
import { feesOfOrder } from "@/lib/domain/orders/serialize-order";

const HEADINGS: Record<string, string> = {
  bank_transfer: "Waiting for your transfer",
  ussd: "Waiting for your USSD payment",
};

const HOW: Record<string, string> = {
  bank_transfer:
    "Send the exact amount to the account number the payment page gave you, from your bank app. Banks usually confirm within minutes; your tickets are e-mailed as soon as the money arrives.",
  ussd: "Finish the USSD code on your phone. Your tickets are e-mailed as soon as your bank confirms the payment.",
};

type Props = { progress: PaymentProgress; eventTitle: string; shareUrl: string };

/** A held order waiting for its money: how much, until when, how to resume, and a page that moves on by itself. */
export function WaitingForPayment({ progress, eventTitle, shareUrl }: Props) {
  const { order, method, heldUntil, offer } = progress;
  const until = heldUntil ? lagosClock(new Date(heldUntil)) : null;
  const amount = formatKobo(order.amountKobo);
  const methodHeading = method ? HEADINGS[method] : undefined;
  const heading = methodHeading
    ? `${methodHeading} of ${amount}`
    : offer
      ? "Seats held for you from the waitlist"
      : `Waiting for your payment of ${amount}`;
  const whatsApp = `Pay for my ${eventTitle} tickets (${amount}) before ${until ?? "the hold ends"}: ${shareUrl}`;
  return (
    <section aria-labelledby="waiting-title" className="grid gap-4 rounded-2xl border border-accent/30 bg-accent-50 p-5 sm:p-6">
      <h1 id="waiting-title" className="text-2xl font-bold sm:text-3xl">
        {heading}
      </h1>
      <p className="text-lg">
        {order.quantity} ticket{order.quantity === 1 ? "" : "s"} for <strong>{eventTitle}</strong>
        {until ? (
          <>
            {" "}
            — seats held until <strong>{until}</strong> (Lagos time)
          </>
        ) : null}
        .
      </p>
      <p>
        {(method && HOW[method]) ??
          (offer
            ? `Nobody else can buy these seats until ${until ?? "the offer ends"}; after that they pass to the next person on the waitlist. Your tickets are e-mailed as soon as you have paid.`
            : "Finish paying on the payment page. Your tickets are e-mailed as soon as the payment is confirmed.")}
      </p>
      <div className="grid gap-1">
        <span className="text-sm text-muted">Amount</span>
        <span className="font-semibold">{amount}</span>
        <FeeBreakdown ticketsLabel={order.quantity === 1 ? "Ticket" : "Tickets"} fees={feesOfOrder(order)} />
      </div>
      <PaymentStatusPoller orderId={order._id} />
      <div className="flex flex-wrap gap-3">
        <PayOrderButton orderId={order._id} label={offer && !method ? "Pay now" : "Continue to payment"} />
        <a href={`https://wa.me/?text=${encodeURIComponent(whatsApp)}`} target="_blank" rel="noopener noreferrer" className={outlineButton}>
          Save this link on WhatsApp
        </a>
      </div>
      {offer && !method ? <DeclineOfferButton orderId={order._id} /> : null}
      <p className="text-sm text-muted">
        A payment that arrives after {until ?? "the hold ends"} still gets tickets if seats are left; otherwise it is refunded in full automatically.
      </p>
    </section>
  );
}
