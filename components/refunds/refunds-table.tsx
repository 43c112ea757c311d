import { RetryRefundButton } from "@/components/refunds/retry-refund-button";
import { RefreshWhilePending } from "@/components/refresh-while-pending";
import { DataTable, type Column } from "@/components/ui/data-table";
import { Money } from "@/components/ui/money";
import { formatCount } from "@/lib/platform/format";
import type { listOrganiserRefunds } from "@/lib/domain/refunds/list-refunds";

type RefundRow = Awaited<ReturnType<typeof listOrganiserRefunds>>[number];

const STATUS: Record<string, { label: string; className: string }> = {
  pending: { label: "Pending", className: "bg-amber-50 text-amber-900" },
  processing: { label: "Processing", className: "bg-amber-50 text-amber-900" },
  processed: { label: "Refunded", className: "bg-green-50 text-green-800" },
  failed: { label: "Failed", className: "bg-red-50 text-red-800" },
};

const KIND: Record<string, string> = { organiser: "By you", cancellation: "Event cancelled", late_payment: "Paid too late", resale: "Sold back" };

function RefundStatus({ refund }: { refund: RefundRow }) {
  const status = STATUS[refund.status] ?? { label: refund.status, className: "bg-zinc-100 text-ink" };
  return (
    <div className="grid justify-items-start gap-2">
      <span className={`inline-flex rounded-full px-3 py-1 font-medium ${status.className}`}>{status.label}</span>
      {refund.status === "failed" ? (
        <>
          {refund.note ? <span className="text-muted">{refund.note}</span> : null}
          <RetryRefundButton refundId={refund._id} />
        </>
      ) : null}
    </div>
  );
}

const COLUMNS: Column<RefundRow>[] = [
  {
    key: "buyer",
    header: "Buyer",
    rowHeader: true,
    cell: (refund) => (
      <>
        <span className="block">{refund.buyerName}</span>
        <span className="block font-normal break-all text-muted">{refund.email}</span>
      </>
    ),
  },
  { key: "tickets", header: "Tickets", cell: (refund) => formatCount(refund.quantity) },
  { key: "amount", header: "Amount", cell: (refund) => <Money naira={refund.amount} /> },
  {
    key: "reason",
    header: "Reason",
    cell: (refund) => (
      <>
        <span className="block">{refund.reason || "—"}</span>
        <span className="block text-muted">{KIND[refund.kind] ?? refund.kind}</span>
      </>
    ),
  },
  { key: "status", header: "Status", cell: (refund) => <RefundStatus refund={refund} /> },
];

/** The organiser's refunds and where the money stands; a failed one can be sent again. */
export function RefundsTable({ refunds }: { refunds: RefundRow[] }) {
  return (
    <DataTable caption="Refunds" columns={COLUMNS} rows={refunds} minWidth="min-w-[48rem]" empty={{ title: "No refunds yet" }}>
      <RefreshWhilePending pending={refunds.some((refund) => refund.status === "pending" || refund.status === "processing")} />
    </DataTable>
  );
}
