import type { EventAttendee } from "@/lib/checkin/list-attendees";
import { placeLabel } from "@/lib/tickets/place-label";
import { TableRegion } from "@/components/ui/table-region";

/** SPEC 2.17: the event's attendees with their check-in state, seat and code. */
export function AttendeeTable({ attendees, emptyText = "No Attendee Found yet" }: { attendees: EventAttendee[]; emptyText?: string }) {
  if (attendees.length === 0) {
    return <p className="rounded-2xl border border-dashed border-zinc-300 bg-white p-8 text-center text-muted">{emptyText}</p>;
  }
  return (
    <TableRegion labelledBy="attendees-caption">
      <table className="w-full min-w-[54rem] text-left text-sm">
        <caption id="attendees-caption" className="sr-only">
          Attendees
        </caption>
        <thead className="bg-zinc-100 text-ink">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Name</th>
            <th scope="col" className="px-4 py-3 font-semibold">Email</th>
            <th scope="col" className="px-4 py-3 font-semibold">Checked in</th>
            <th scope="col" className="px-4 py-3 font-semibold">Table/Seat</th>
            <th scope="col" className="px-4 py-3 font-semibold">Car access</th>
            <th scope="col" className="px-4 py-3 font-semibold">Check-in code</th>
            <th scope="col" className="px-4 py-3 font-semibold">Ticket type</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200">
          {attendees.map((attendee) => (
            <tr key={attendee._id}>
              <th scope="row" className="px-4 py-3 font-medium">{attendee.fullName}</th>
              <td className="break-all px-4 py-3">{attendee.email}</td>
              <td className="px-4 py-3">
                {attendee.checkedIn ? (
                  <span className="inline-flex rounded-full bg-green-50 px-3 py-1 font-medium text-green-800">Yes</span>
                ) : (
                  <span className="inline-flex rounded-full bg-zinc-100 px-3 py-1 font-medium text-zinc-700">No</span>
                )}
              </td>
              <td className="px-4 py-3">
                {placeLabel(attendee.tableName, attendee.seatName)}
              </td>
              <td className="px-4 py-3 capitalize">{attendee.needCarPackingSpace}</td>
              <td className="px-4 py-3 font-mono tracking-wider">{attendee.checkInCode}</td>
              <td className="px-4 py-3">{attendee.ticketTypeName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
