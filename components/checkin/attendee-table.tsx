import { HolderActions } from "@/components/checkin/holder-actions";
import { TICKET_STATUS_LABELS, type EventAttendee, type TicketStatus } from "@/lib/domain/gate/list-attendees";
import { placeLabel } from "@/lib/domain/seating/place-label";
import { DataTable, type Column } from "@/components/ui/data-table";

function CheckedIn({ checkedIn }: { checkedIn: boolean }) {
  return checkedIn ? (
    <span className="inline-flex rounded-full bg-green-50 px-3 py-1 font-medium text-green-800">Yes</span>
  ) : (
    <span className="inline-flex rounded-full bg-zinc-100 px-3 py-1 font-medium text-zinc-700">No</span>
  );
}

const STATUS_STYLES: Record<TicketStatus, string> = {
  valid: "bg-zinc-100 text-zinc-700",
  checked_in: "bg-green-50 text-green-800",
  refunded: "bg-red-50 text-red-800",
  transferred: "bg-amber-50 text-amber-900",
};

function Status({ status }: { status: TicketStatus }) {
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-3 py-1 font-medium ${STATUS_STYLES[status]}`}>
      {TICKET_STATUS_LABELS[status]}
    </span>
  );
}

const COLUMNS: Column<EventAttendee>[] = [
  { key: "name", header: "Name", rowHeader: true, cell: (attendee) => attendee.fullName },
  { key: "email", header: "Email", className: "break-all", cell: (attendee) => <span className="block min-w-48">{attendee.email}</span> },
  { key: "status", header: "Status", cell: (attendee) => <Status status={attendee.status} /> },
  { key: "checked-in", header: "Checked in", cell: (attendee) => <CheckedIn checkedIn={attendee.checkedIn} /> },
  { key: "place", header: "Table/Seat", cell: (attendee) => placeLabel(attendee.tableName, attendee.seatName) },
  { key: "car", header: "Car access", className: "capitalize", cell: (attendee) => attendee.needCarPackingSpace },
  { key: "code", header: "Check-in code", className: "font-mono tracking-wider", cell: (attendee) => attendee.checkInCode },
  { key: "type", header: "Ticket type", cell: (attendee) => attendee.ticketTypeName },
];

/**
 * SPEC 2.17: the event's attendees with their ticket's state (valid, checked in, refunded), seat and
 * code. Door staff's rows come without e-mails and codes (lib/domain/gate/list-attendees.ts): those
 * columns are left out.
 */
export function AttendeeTable({
  attendees,
  emptyText = "No Attendee Found yet",
  manageEventId,
}: {
  attendees: EventAttendee[];
  emptyText?: string;
  /** Given to those who may edit the event: each valid ticket's holder can be renamed or the ticket reassigned. */
  manageEventId?: string;
}) {
  const withheld = attendees.length > 0 && attendees.every((attendee) => !attendee.email && !attendee.checkInCode);
  const shown = withheld ? COLUMNS.filter((column) => column.key !== "email" && column.key !== "code") : COLUMNS;
  const columns: Column<EventAttendee>[] = manageEventId
    ? [
        ...shown,
        {
          key: "holder",
          header: "Holder",
          cell: (attendee) =>
            attendee.status === "valid" ? (
              <HolderActions eventId={manageEventId} ticketId={attendee.ticketId} holderName={attendee.fullName} />
            ) : null,
        },
      ]
    : shown;
  return <DataTable caption="Attendees" columns={columns} rows={attendees} minWidth="min-w-[60rem]" empty={{ title: emptyText }} />;
}
