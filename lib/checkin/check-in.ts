import "server-only";
import { ApiError } from "@/lib/api/errors";
import { assertOrganiserEvent } from "@/lib/events/planner-events";
import { LAGOS_TIME_ZONE } from "@/lib/time/lagos";
import { Attendee } from "@/models/Attendee";
import { Event } from "@/models/Event";
import { Ticket } from "@/models/Ticket";

const when = (instant: Date) =>
  new Intl.DateTimeFormat("en-NG", { timeZone: LAGOS_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }).format(instant);

/**
 * Checks a ticket in at the door of the organiser's own event. The ticket moves valid → checked_in
 * in one conditional update, so concurrent scans of one code succeed once.
 */
export async function checkInAttendee(organizerId: string, eventId: string, rawCode: string) {
  await assertOrganiserEvent(organizerId, eventId);
  const checkInCode = rawCode.trim().toUpperCase();
  const now = new Date();
  const ticket = await Ticket.findOneAndUpdate(
    { event: eventId, checkInCode, status: "valid" },
    { $set: { status: "checked_in", checkedInAt: now } },
    { returnDocument: "after" },
  ).lean();

  if (!ticket) {
    const existing = await Ticket.findOne({ event: eventId, checkInCode }).lean();
    if (!existing) throw new ApiError("not_found", `No ticket for this event has the code ${checkInCode}`);
    if (existing.status === "refunded") throw new ApiError("conflict", "Refunded: this ticket was refunded and cannot be used");
    throw new ApiError("conflict", `Already checked in on ${existing.checkedInAt ? when(existing.checkedInAt) : "an earlier scan"}`);
  }

  const [, attendee] = await Promise.all([
    Event.updateOne({ _id: eventId }, { $inc: { checkins: 1 } }),
    Attendee.findOne({ ticket: ticket._id }, { fullName: 1 }).lean(),
  ]);
  const place = [ticket.tableNumber ? `Table ${ticket.tableNumber}` : null, ticket.seatNumber ? `Seat ${ticket.seatNumber}` : "Free seating"]
    .filter(Boolean)
    .join(" · ");
  return {
    message: `Checked in ${attendee?.fullName ?? "attendee"} · ${ticket.ticketTypeName ?? "Regular"} · ${place}`,
    attendee: { fullName: attendee?.fullName ?? "", checkInCode, ticketTypeName: ticket.ticketTypeName ?? "Regular", tableNumber: ticket.tableNumber ?? null, seatNumber: ticket.seatNumber ?? null, checkedInAt: now.toISOString() },
  };
}
