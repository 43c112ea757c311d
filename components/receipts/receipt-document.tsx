import type { ReactNode } from "react";
import { formatKobo } from "@/lib/platform/format";
import { SITE_NAME } from "@/lib/platform/site";
import { formatLagosMoment } from "@/lib/platform/time/lagos";
import { receiptRows } from "@/lib/domain/orders/receipt-figures";
import type { Receipt } from "@/lib/domain/orders/receipt";

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function status(receipt: Receipt): string {
  if (receipt.refundedKobo <= 0) return "Paid";
  return receipt.refundedKobo >= receipt.ticketsKobo ? "Paid, then refunded" : "Paid, partly refunded";
}

/** A paid order's receipt: who sold what to whom, the sums, and how and when it was paid. */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const rows = receiptRows(receipt);
  return (
    <article aria-labelledby="receipt-heading" className="grid gap-6 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm md:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{SITE_NAME}</p>
          <h1 id="receipt-heading" className="text-2xl font-bold md:text-3xl">
            Receipt
          </h1>
        </div>
        <div className="text-right">
          <p className="text-sm text-muted">Order number</p>
          <p className="font-mono text-xl font-bold">{receipt.orderNumber}</p>
        </div>
      </header>

      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label="Event" wide>
          {receipt.event.title}
          <span className="block font-normal text-muted">
            {[receipt.event.date, receipt.event.time].filter(Boolean).join(" at ")} · {receipt.event.venue}
          </span>
        </Fact>
        <Fact label="Organiser">{receipt.organiser}</Fact>
        {receipt.buyerName ? <Fact label="Bought by">{receipt.buyerName}</Fact> : null}
      </dl>

      <table className="w-full border-collapse text-left">
        <caption className="sr-only">What was paid for</caption>
        <thead>
          <tr className="border-b border-zinc-200 text-sm text-muted">
            <th scope="col" className="py-2 font-medium">
              Item
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-zinc-100">
              <td className="py-2 pr-4">{row.label}</td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{row.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 text-lg font-bold">
              Total paid
            </th>
            <td className="pt-3 text-right text-lg font-bold whitespace-nowrap tabular-nums">{formatKobo(receipt.totalKobo)}</td>
          </tr>
          {receipt.refundedKobo > 0 ? (
            <tr>
              <th scope="row" className="pt-1 font-medium text-muted">
                Refunded since
              </th>
              <td className="pt-1 text-right whitespace-nowrap text-muted tabular-nums">{formatKobo(receipt.refundedKobo)}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>
      {receipt.fees === null && receipt.totalKobo > 0 ? (
        <p className="-mt-3 text-sm text-muted">No fees were added: the organiser pays them.</p>
      ) : null}

      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label="Status">{status(receipt)}</Fact>
        <Fact label="Paid with">{receipt.channel ?? "No payment (free tickets)"}</Fact>
        <Fact label="Paid at">
          <time dateTime={receipt.paidAt}>{formatLagosMoment(new Date(receipt.paidAt))}</time> (Lagos time)
        </Fact>
        <Fact label="Payment reference">
          <span className="font-mono break-all">{receipt.reference}</span>
        </Fact>
        <Fact label="Full order ID" wide>
          <span className="font-mono break-all">{receipt.orderId}</span>
        </Fact>
      </dl>
    </article>
  );
}
