import { RetryRefundButton } from "@/components/refunds/retry-refund-button";
import { RefreshWhilePending } from "@/components/refresh-while-pending";
import { TableRegion } from "@/components/ui/table-region";
import { formatCount, formatMoney } from "@/lib/format";
import type { listOrganiserRefunds } from "@/lib/refunds/list-refunds";

type RefundRow = Awaited<ReturnType<typeof listOrganiserRefunds>>[number];

const STATUS: Record<string, { label: string; className: string }> = {
  pending: { label: "Pending", className: "bg-amber-50 text-amber-900" },
  processing: { label: "Processing", className: "bg-amber-50 text-amber-900" },
  processed: { label: "Refunded", className: "bg-green-50 text-green-800" },
  failed: { label: "Failed", className: "bg-red-50 text-red-800" },
};

const KIND: Record<string, string> = { organiser: "By you", cancellation: "Event cancelled", late_payment: "Paid too late" };

const cell = "px-4 py-3";
const headCell = "px-4 py-3 font-semibold";

/** The organiser's refunds and where the money stands; a failed one can be sent again. */
export function RefundsTable({ refunds }: { refunds: RefundRow[] }) {
  if (refunds.length === 0) {
    return <p className="rounded-2xl border border-dashed border-zinc-300 bg-white p-8 text-center text-muted">No refunds yet</p>;
  }
  return (
    <TableRegion labelledBy="refunds-caption">
      <RefreshWhilePending pending={refunds.some((refund) => refund.status === "pending" || refund.status === "processing")} />
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption id="refunds-caption" className="sr-only">
          Refunds
        </caption>
        <thead className="bg-zinc-100 text-ink">
          <tr>
            <th scope="col" className={headCell}>Buyer</th>
            <th scope="col" className={headCell}>Tickets</th>
            <th scope="col" className={headCell}>Amount</th>
            <th scope="col" className={headCell}>Reason</th>
            <th scope="col" className={headCell}>Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200">
          {refunds.map((refund) => {
            const status = STATUS[refund.status] ?? { label: refund.status, className: "bg-zinc-100 text-ink" };
            return (
              <tr key={refund._id}>
                <th scope="row" className={`${cell} font-medium`}>
                  <span className="block">{refund.buyerName}</span>
                  <span className="block font-normal break-all text-muted">{refund.email}</span>
                </th>
                <td className={cell}>{formatCount(refund.quantity)}</td>
                <td className={cell}>{formatMoney(refund.amount)}</td>
                <td className={cell}>
                  <span className="block">{refund.reason || "—"}</span>
                  <span className="block text-muted">{KIND[refund.kind] ?? refund.kind}</span>
                </td>
                <td className={`${cell} grid justify-items-start gap-2`}>
                  <span className={`inline-flex rounded-full px-3 py-1 font-medium ${status.className}`}>{status.label}</span>
                  {refund.status === "failed" ? (
                    <>
                      {refund.note ? <span className="text-muted">{refund.note}</span> : null}
                      <RetryRefundButton refundId={refund._id} />
                    </>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}
