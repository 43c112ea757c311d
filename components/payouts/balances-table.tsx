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

/** The fees, and when buyers paid some of them on top, who paid which. */
function Fees({ ledger }: { ledger: EventLedger }) {
  return (
    <>
      <Money naira={ledger.totalFees} />
      {ledger.buyerFees > 0 ? (
        <span className="block text-xs text-muted">
          {formatMoney(ledger.buyerFees)} paid by buyers, {formatMoney(ledger.fee)} kept from sales
        </span>
      ) : null}
    </>
  );
}

const COLUMNS: Column<EventLedger>[] = [
  { key: "event", header: "Event", rowHeader: true, cell: (ledger) => eventTitleOrFallback(ledger.eventTitle) },
  money("gross", "Paid by buyers", (ledger) => ledger.paidByBuyers),
  money("refunded", "Refunded", (ledger) => ledger.refunded),
  { key: "fees", header: "Fees", cell: (ledger) => <Fees ledger={ledger} /> },
  money("net", "Net to organiser", (ledger) => ledger.organiserShare),
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

/**
 * Per event: gross (what buyers paid, all in), refunds, fees (paid by buyers on top and kept from
 * sales), net to the organiser, payouts paid and pending, and what is left to withdraw.
 */
export function BalancesTable({ balances }: { balances: EventLedger[] }) {
  return (
    <DataTable
      id="balances"
      caption="Balances per event"
      columns={COLUMNS}
      rows={balances}
      rowKey={(ledger) => ledger.eventId}
      minWidth="min-w-[64rem]"
      empty={{ title: "No events yet.", action: { href: "/dashboard/create-event", label: "Create an event" } }}
    />
  );
}
