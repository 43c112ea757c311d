import Link from "next/link";
import { StatusBadge } from "@/components/events/status-badge";
import { DataTable, type Column } from "@/components/ui/data-table";
import { Money } from "@/components/ui/money";
import type { OrganiserEvent } from "@/lib/domain/events/organiser-event";
import { eventTitleOrFallback, formatCount } from "@/lib/platform/format";

const COLUMNS: Column<OrganiserEvent>[] = [
  {
    key: "name",
    header: "Event Name",
    rowHeader: true,
    cell: (event) => (
      <Link href={`/dashboard/view-event?id=${event._id}`} className="text-primary-700 underline-offset-4 hover:underline">
        {eventTitleOrFallback(event.eventTitle)}
      </Link>
    ),
  },
  { key: "sold", header: "Tickets Sold", cell: (event) => formatCount(event.ticketSold) },
  { key: "attendees", header: "Total Attendees", cell: (event) => formatCount(event.totalAttendee) },
  { key: "revenue", header: "Revenue Generated", cell: (event) => <Money naira={event.revenueGenerated} /> },
  { key: "checkins", header: "Check-ins", cell: (event) => formatCount(event.checkins) },
  { key: "status", header: "Status", cell: (event) => <StatusBadge status={event.status} /> },
];

/** SPEC 2.17: the Recent Events table; an event name opens its details. */
export function RecentEventsTable({ events }: { events: OrganiserEvent[] }) {
  return (
    <DataTable
      caption="Recent events"
      columns={COLUMNS}
      rows={events}
      minWidth="min-w-[44rem]"
      empty={{ title: "No event!", action: { href: "/dashboard/create-event", label: "Create an event" } }}
    />
  );
}
