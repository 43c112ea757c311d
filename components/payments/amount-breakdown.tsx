import { formatKobo } from "@/lib/platform/format";
import type { OrderView } from "@/lib/domain/orders/serialize-order";

/** What an order costs, all in; when the buyer pays the fees, what they are, one tap away. */
export function AmountBreakdown({ order }: { order: Pick<OrderView, "amountKobo" | "ticketsKobo" | "feeKobo" | "fees" | "quantity"> }) {
  if (order.feeKobo === 0) return <span className="font-semibold">{formatKobo(order.amountKobo)}</span>;
  return (
    <details className="group">
      <summary className="cursor-pointer font-semibold">
        {formatKobo(order.amountKobo)} <span className="text-sm font-normal text-muted">incl. {formatKobo(order.feeKobo)} fees</span>
      </summary>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">
          {order.quantity} ticket{order.quantity === 1 ? "" : "s"}
        </dt>
        <dd className="text-right">{formatKobo(order.ticketsKobo)}</dd>
        <dt className="text-muted">Booking fee</dt>
        <dd className="text-right">{formatKobo(order.fees.platformKobo)}</dd>
        <dt className="text-muted">Payment processing</dt>
        <dd className="text-right">{formatKobo(order.fees.gatewayKobo)}</dd>
        <dt className="font-medium">Total</dt>
        <dd className="text-right font-medium">{formatKobo(order.amountKobo)}</dd>
      </dl>
    </details>
  );
}
