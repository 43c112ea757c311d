import { DataTable, type Column } from "@/components/ui/data-table";
import { Money } from "@/components/ui/money";
import { eventTitleOrFallback, formatMoney } from "@/lib/platform/format";
import { settlementMoment } from "@/lib/domain/payouts/availability";
import type { EventLedger } from "@/lib/domain/payouts/event-ledgers";

/** What the Available column says besides the figure: when the sales settle, or why nothing is left. */
function availability(ledger: EventLedger): string | null {
  if (ledger.cancelled) return "Cancelled: sales go back to buyers";
  const settles = `${settlementMoment(new Date(ledger.settlesAt))} (Lagos time)`;
  // An event that has sold nothing yet has no sum to promise: only when its sales would settle.
  if (!ledger.settled) return ledger.availableLater > 0 ? `${formatMoney(ledger.availableLater)} from ${settles}` : `Sales settle ${settles}`;
  return null;
}

const money = (key: string, header: string, amount: (ledger: EventLedger) => number): Column<EventLedger> => ({
  key,
  header,
  cell: (ledger) => <Money naira={amount(ledger)} />,
});

const COLUMNS: Column<EventLedger>[] = [
  { key: "event", header: "Event", rowHeader: true, cell: (ledger) => eventTitleOrFallback(ledger.eventTitle) },
  money("sales", "Sales", (ledger) => ledger.grossSales),
  money("refunded", "Refunded", (ledger) => ledger.refunded),
  money("fee", "Fee", (ledger) => ledger.fee),
  money("paid-out", "Paid out", (ledger) => ledger.paidOut),
  money("pending", "Pending payouts", (ledger) => ledger.pendingPayouts),
  {
    key: "available",
    header: "Available",
    cell: (ledger) => {
      const note = availability(ledger);
      return (
        <>
          <Money naira={ledger.available} className="font-semibold" />
          {note ? <span className="block text-xs text-muted">{note}</span> : null}
        </>
      );
    },
  },
];

/** Per event: sales, refunds, the platform fee, payouts paid and pending, and what is left to withdraw. */
export function BalancesTable({ balances }: { balances: EventLedger[] }) {
  return (
    <DataTable
      id="balances"
      caption="Balances per event"
      columns={COLUMNS}
      rows={balances}
      rowKey={(ledger) => ledger.eventId}
      minWidth="min-w-[56rem]"
      empty={{ title: "No events yet.", action: { href: "/dashboard/create-event", label: "Create an event" } }}
    />
  );
}
