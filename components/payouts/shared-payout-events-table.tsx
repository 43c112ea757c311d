import Link from "next/link";
import { DataTable, type Column } from "@/components/ui/data-table";
import { Money } from "@/components/ui/money";
import { eventTitleOrFallback } from "@/lib/platform/format";
import type { EventLedger } from "@/lib/domain/payouts/event-ledgers";
import { EVENT_SCREENS } from "@/lib/domain/access/event-screens";
import type { SharedEvent } from "@/lib/domain/events/shared-events";
import { formatLagosMoment } from "@/lib/platform/time/lagos";

/** A shared event whose payouts the user handles, with its ledger (absent if the event went meanwhile). */
export type SharedPayoutEvent = SharedEvent & { ledger: EventLedger | null };

function Available({ ledger }: { ledger: EventLedger | null }) {
  if (!ledger) return null;
  const note = ledger.cancelled ? "Cancelled" : ledger.settled ? null : `From ${formatLagosMoment(new Date(ledger.settlesAt))}`;
  return (
    <>
      <Money naira={ledger.available} />
      {note ? <span className="block text-xs text-muted">{note}</span> : null}
    </>
  );
}

const COLUMNS: Column<SharedPayoutEvent>[] = [
  { key: "event", header: "Event", rowHeader: true, cell: (event) => eventTitleOrFallback(event.eventTitle) },
  { key: "owner", header: "Paid to the account of", cell: (event) => event.ownerName },
  { key: "available", header: "Available", cell: (event) => <Available ledger={event.ledger} /> },
  {
    key: "open",
    header: "Payouts",
    cell: (event) => (
      <Link
        href={EVENT_SCREENS.payouts.href(event._id)}
        className="inline-flex min-h-11 items-center font-medium text-primary-700 underline-offset-4 hover:underline"
      >
        Open payouts<span className="sr-only"> — {eventTitleOrFallback(event.eventTitle)}</span>
      </Link>
    ),
  },
];

/** Other owners' events whose payouts the user may request (finance): each paid to its owner's account. */
export function SharedPayoutEventsTable({ events }: { events: SharedPayoutEvent[] }) {
  return <DataTable id="shared-payout-events" caption="Payouts of events shared with you" columns={COLUMNS} rows={events} minWidth="min-w-[40rem]" />;
}
