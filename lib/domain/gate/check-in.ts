import "server-only";
import type { Types } from "mongoose";
import { ApiError } from "@/lib/platform/errors";
import { consumeCheckInAllowance } from "@/lib/domain/gate/check-in-allowance";
import { batchedReads } from "@/lib/platform/batched-reads";
import { groupedWrites } from "@/lib/platform/grouped-writes";
import { checkInCodeOf } from "@/lib/domain/gate/ticket-payload";
import { assertEventPermission, type Principal } from "@/lib/domain/access/event-permission";
import { LAGOS_TIME_ZONE } from "@/lib/platform/time/lagos";
import { CLAIMED_MESSAGE, NOT_CLAIMED_FOR_RESALE, withdrawEndedListings } from "@/lib/domain/inventory/resale-listing-guards";
import { Attendee } from "@/models/Attendee";
import { Event } from "@/models/Event";
import { Ticket } from "@/models/Ticket";

const when = (instant: Date) =>
  new Intl.DateTimeFormat("en-NG", { timeZone: LAGOS_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }).format(instant);

// Every admission moves its event's check-in count; admissions at one event arriving together move it in one write.
const countAdmissions = groupedWrites((eventId, admissions) => Event.updateOne({ _id: eventId }, { $inc: { checkins: admissions } }));

type HeldTicket = {
  _id: Types.ObjectId;
  checkInCode?: string | null;
  ticketTypeName?: string | null;
  tableNumber?: number | null;
  seatNumber?: number | null;
};

// Who holds each ticket scanned: the scans arriving together read their holders in one query.
const attendeeOfTicket = batchedReads(
  (tickets) => Attendee.find({ ticket: { $in: tickets } }, { fullName: 1, ticket: 1 }).lean(),
  (attendee) => String(attendee.ticket),
);

/** Who holds a ticket that was let in, for the door's screen. */
async function holderOf(ticket: HeldTicket, checkedInAt: Date | null) {
  const attendee = await attendeeOfTicket(String(ticket._id));
  return {
    fullName: attendee?.fullName ?? "",
    checkInCode: ticket.checkInCode ?? "",
    ticketTypeName: ticket.ticketTypeName ?? "Regular",
    tableNumber: ticket.tableNumber ?? null,
    seatNumber: ticket.seatNumber ?? null,
    checkedInAt: checkedInAt ? checkedInAt.toISOString() : null,
  };
}

/**
 * Checks a ticket in at the door of an event: its owner, a team member whose role allows it, or a
 * check-in link of the event. Who may is decided first (read on every scan, so a revocation stops
 * the next one), then the scan is counted against the check-in rate limit, so a refused request
 * costs no write. The ticket moves valid → checked_in in one conditional update, so concurrent
 * scans of one code succeed once. A second scan is refused with the time of the first (the message
 * the existing client shows) and, beside it, who holds the ticket, so the door can tell a
 * returning guest from a copied ticket. Answers who checked in too, for the audit log.
 */
export async function checkInAttendee(who: Principal, eventId: string, rawCode: string) {
  const access = await assertEventPermission(who, eventId, "check_in");
  await consumeCheckInAllowance(access, eventId);
  // A bare code (typed, or an older ticket's QR) or a ticket's signed QR payload.
  const checkInCode = checkInCodeOf(rawCode);
  const now = new Date();
  const ticket = await Ticket.findOneAndUpdate(
    { event: eventId, checkInCode, status: "valid", ...NOT_CLAIMED_FOR_RESALE },
    { $set: { status: "checked_in", checkedInAt: now } },
    { returnDocument: "after" },
  ).lean();

  if (!ticket) {
    const existing = await Ticket.findOne({ event: eventId, checkInCode }).lean();
    if (!existing) throw new ApiError("not_found", `No ticket for this event has the code ${checkInCode}`);
    if (existing.status === "refunded") throw new ApiError("conflict", "Refunded: this ticket was refunded and cannot be used");
    if (existing.status === "transferred") {
      throw new ApiError("conflict", "Transferred: this ticket was passed on to someone else and no longer admits; its new holder has a new QR code");
    }
    if (existing.status === "valid" && existing.resale?.state === "claimed") throw new ApiError("conflict", CLAIMED_MESSAGE);
    const checkedInAt = existing.checkedInAt ?? null;
    const message = `Already checked in on ${checkedInAt ? when(checkedInAt) : "an earlier scan"}`;
    throw new ApiError("conflict", message, undefined, await holderOf(existing, checkedInAt));
  }

  const [, holder] = await Promise.all([
    countAdmissions(eventId),
    holderOf(ticket, now),
    ticket.resale?.state === "listed" ? withdrawEndedListings([ticket]) : null,
  ]);
  const place = [ticket.tableNumber ? `Table ${ticket.tableNumber}` : null, ticket.seatNumber ? `Seat ${ticket.seatNumber}` : "Free seating"]
    .filter(Boolean)
    .join(" · ");
  return {
    message: `Checked in ${holder.fullName || "attendee"} · ${holder.ticketTypeName} · ${place}`,
    attendee: { ...holder, checkInCode },
    access,
  };
}
