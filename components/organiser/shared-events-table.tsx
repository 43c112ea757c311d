import Link from "next/link";
import { StatusBadge } from "@/components/events/status-badge";
import { DataTable, type Column } from "@/components/ui/data-table";
import { eventTitleOrFallback } from "@/lib/platform/format";
import { eventScreenLinks, type EventScreenName } from "@/lib/domain/access/event-screens";
import type { SharedEvent } from "@/lib/domain/events/shared-events";
import { EventWhen } from "@/components/events/event-when";

/** The screens a shared event's row may offer; each shows only to the roles that may use it. */
const SCREENS: EventScreenName[] = ["details", "edit", "checkIn", "gate", "sales", "payouts"];

const screenLink = "inline-flex min-h-11 items-center font-medium text-primary-700 underline-offset-4 hover:underline";

function Screens({ event }: { event: SharedEvent }) {
  const title = eventTitleOrFallback(event.eventTitle);
  return (
    <ul className="flex flex-wrap gap-x-4">
      {eventScreenLinks(event._id, event.permissions, SCREENS).map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={screenLink}>
            {link.label}
            <span className="sr-only"> — {title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: Column<SharedEvent>[] = [
  { key: "event", header: "Event", rowHeader: true, cell: (event) => eventTitleOrFallback(event.eventTitle) },
  { key: "owner", header: "Organiser", cell: (event) => event.ownerName },
  { key: "role", header: "Your role", cell: (event) => event.roleLabel },
  {
    key: "when",
    header: "Date & time",
    cell: (event) => <EventWhen event={event} />,
  },
  { key: "status", header: "Status", cell: (event) => <StatusBadge status={event.status} /> },
  { key: "open", header: "Open", cell: (event) => <Screens event={event} /> },
];

/** Other organisers' events the user works on: whose each is, the user's role there and the screens that role opens. */
export function SharedEventsTable({ events }: { events: SharedEvent[] }) {
  return (
    <DataTable
      id="shared-events"
      caption="Events shared with you"
      columns={COLUMNS}
      rows={events}
      minWidth="min-w-[56rem]"
      rowClassName="align-top"
      empty={{ title: "No organiser has shared an event with you yet." }}
    />
  );
}
