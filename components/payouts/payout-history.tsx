import { PayoutStatusBadge } from "@/components/payouts/payout-status";
import { RefreshWhilePending } from "@/components/refresh-while-pending";
import { DataTable, type Column } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import { Money } from "@/components/ui/money";
import { eventTitleOrFallback } from "@/lib/platform/format";
import type { PayoutRow } from "@/lib/domain/payouts/list-payouts";

const COLUMNS: Column<PayoutRow>[] = [
  { key: "event", header: "Event", rowHeader: true, cell: (payout) => eventTitleOrFallback(payout.eventTitle) },
  { key: "amount", header: "Amount", cell: (payout) => <Money naira={payout.amount} /> },
  { key: "bank", header: "Bank", cell: (payout) => payout.bankName },
  {
    key: "account",
    header: "Account",
    cell: (payout) => (
      <>
        <span className="block">{payout.bankAccountName}</span>
        <span className="block text-muted">{payout.bankAccountNumber}</span>
      </>
    ),
  },
  {
    key: "status",
    header: "Status",
    cell: (payout) => (
      <>
        <PayoutStatusBadge status={payout.status} />
        {payout.note && payout.status !== "pending" ? <span className="mt-1 block max-w-xs text-sm text-muted">{payout.note}</span> : null}
      </>
    ),
  },
  { key: "requested", header: "Requested", cell: (payout) => <DateTime value={payout.createdAt} /> },
];

/** The "Payout history" section: the payouts and where each transfer stands; it re-reads itself while one is pending. */
export function PayoutHistory({ payouts }: { payouts: PayoutRow[] }) {
  return (
    <section aria-labelledby="payout-history-heading" className="grid gap-4">
      <h2 id="payout-history-heading" className="text-xl font-semibold">
        Payout history
      </h2>
      <DataTable caption="Payout history" columns={COLUMNS} rows={payouts} minWidth="min-w-[48rem]" empty={{ title: "No payout requests yet" }}>
        <RefreshWhilePending pending={payouts.some((payout) => payout.status === "pending")} />
      </DataTable>
    </section>
  );
}
