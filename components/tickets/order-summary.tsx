import Link from "next/link";
import { textLink } from "@/components/ui/button-styles";
import { PayOrderButton } from "@/components/payments/pay-order-button";
import { formatNaira } from "@/lib/platform/format";
import type { OrderView } from "@/lib/domain/orders/serialize-order";
import { receiptPathOf } from "@/lib/domain/orders/receipt-link";
import { onFirstUse } from "@/lib/platform/intl-on-first-use";
import { LAGOS_TIME_ZONE } from "@/lib/platform/time/lagos";

const STATUS_LABELS: Record<OrderView["status"], string> = {
  holding: "Being placed",
  pending: "Waiting for payment",
  paid: "Paid",
  failed: "Payment failed",
  expired: "Expired",
  refund_due: "Refund due",
  refunded: "Refunded",
};

const clock = onFirstUse(() => new Intl.DateTimeFormat("en-NG", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: LAGOS_TIME_ZONE }));

/** A pending order whose hold ran out is as good as expired, even before the sweeper marks it. */
function isPayable(order: OrderView): boolean {
  return order.status === "pending" && (!order.expiresAt || new Date(order.expiresAt).getTime() > Date.now());
}

function Waiting({ order }: { order: OrderView }) {
  return (
    <div className="mt-4 rounded-xl border border-accent/30 bg-accent-50 p-4">
      <h2 className="text-lg font-semibold text-accent">Waiting for payment</h2>
      <p className="mt-1">
        Your seats are held
        {order.expiresAt ? ` until ${clock().format(new Date(order.expiresAt))}` : null}. Pay to receive your tickets.
      </p>
      <div className="mt-3">
        <PayOrderButton orderId={order._id} />
      </div>
    </div>
  );
}

function Closed({ order, eventTitle }: { order: OrderView; eventTitle: string }) {
  const refund = order.status === "refund_due" || order.status === "refunded";
  return (
    <div className="mt-4 rounded-xl bg-zinc-100 p-4">
      <p className="font-medium">
        {refund
          ? "This order is being refunded; it has no valid tickets."
          : order.status === "failed"
            ? "The payment for this order failed, so its seats were released."
            : "This order was not paid in time, so its seats were released."}
      </p>
      {order.event && !refund ? (
        <Link href={`/dashboard/purchase-details/${order.event}`} className={textLink}>
          Buy tickets for {eventTitle} again
        </Link>
      ) : null}
    </div>
  );
}

/** The order behind a page of tickets: what was bought, for how much, and what is left to do. */
export function OrderSummary({ order, eventTitle }: { order: OrderView; eventTitle: string }) {
  const payable = isPayable(order);
  const status = order.status === "pending" && !payable ? "Expired" : STATUS_LABELS[order.status];
  const receipt = receiptPathOf(order);
  return (
    <section aria-label="Order summary" className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm print:hidden">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">Event</dt>
          <dd className="font-medium">{eventTitle}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Tickets</dt>
          <dd className="font-medium">{order.quantity}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Amount</dt>
          <dd className="font-medium">{formatNaira(order.amount)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Status</dt>
          <dd className="font-medium">{status}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-muted">Reference</dt>
          <dd className="font-mono break-all">{order.reference}</dd>
        </div>
      </dl>
      {receipt ? (
        <Link href={receipt} className={`${textLink} text-sm`}>
          View receipt
        </Link>
      ) : null}
      {payable ? <Waiting order={order} /> : null}
      {order.status !== "paid" && !payable ? <Closed order={order} eventTitle={eventTitle} /> : null}
    </section>
  );
}
