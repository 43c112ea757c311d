import "server-only";
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/platform/db";
import type { CheckInList, GateTicket, GateTicketStatus } from "@/lib/domain/gate/gate-types";
import { codeKey, eventListKey, hmacKeyOf, phoneKey } from "@/lib/domain/gate/list-key-server";
import { PHONE_END_DIGITS, phoneDigits } from "@/lib/domain/gate/list-keys";
import { eventPublicKey } from "@/lib/domain/gate/signing-key";
import { placeLabel } from "@/lib/domain/seating/place-label";
import { Attendee } from "@/models/Attendee";
import { Event } from "@/models/Event";
import { GateScan } from "@/models/GateScan";
import { Ticket } from "@/models/Ticket";
import { User } from "@/models/User";

/**
 * Versions are instants (ms) on the tickets' `updatedAt`: every write to a ticket (sale, refund,
 * admission, cancellation) moves it, whichever code path makes it. A write stamped just before a
 * read may commit just after it, so a response's version never passes its read time less this
 * margin: the next `since` asks again for the last few seconds' changes, and devices apply them
 * idempotently.
 */
const SETTLE_MS = 10_000;

const TICKET_FIELDS = {
  checkInCode: 1,
  ticketType: 1,
  ticketTypeName: 1,
  tableNumber: 1,
  seatNumber: 1,
  status: 1,
  order: 1,
  owner: 1,
  checkedInAt: 1,
  updatedAt: 1,
  seatIndex: 1,
  issueNumber: 1,
};

type ListedTicket = {
  _id: Types.ObjectId;
  checkInCode: string;
  ticketTypeName?: string | null;
  tableNumber?: number | null;
  seatNumber?: number | null;
  status: "valid" | "checked_in" | "refunded" | "transferred";
  order: Types.ObjectId;
  owner: Types.ObjectId;
  checkedInAt?: Date | null;
  updatedAt: Date;
  seatIndex?: number | null;
  issueNumber?: number | null;
};

const gateStatus = (status: ListedTicket["status"]): GateTicketStatus => (status === "refunded" || status === "transferred" ? "revoked" : status);

type ListedAttendee = { ticket: Types.ObjectId; phone?: string | null };

/**
 * Phones by ticket: the buyer's, as the attendee carries it. Attendees from before it did (until
 * lib/domain/gate/backfill-attendee-phones.ts has run) fall back to their buyers' accounts.
 */
async function buyerPhones(tickets: ListedTicket[], attendees: ListedAttendee[]): Promise<Map<string, string>> {
  const phones = new Map<string, string>();
  for (const attendee of attendees) if (typeof attendee.phone === "string") phones.set(String(attendee.ticket), attendee.phone);
  const unknown = tickets.filter((ticket) => !phones.has(String(ticket._id)));
  if (unknown.length === 0) return phones;
  const owners = await User.find({ _id: { $in: [...new Set(unknown.map((ticket) => String(ticket.owner)))] } }, { phoneNo: 1 }).lean();
  const phoneOfOwner = new Map(owners.map((owner) => [String(owner._id), owner.phoneNo ?? ""]));
  for (const ticket of unknown) phones.set(String(ticket._id), phoneOfOwner.get(String(ticket.owner)) ?? "");
  return phones;
}

/**
 * An event's check-in list for gate devices; with `since`, only the tickets changed after that
 * version. It gives what admission needs (holder, type, seat, status, order) and keyed hashes of
 * the codes and phones, never the codes, phones or e-mails themselves: a leaked list (or check-in
 * link) gives no ticket away.
 */
export async function checkInList(eventId: string, since?: number): Promise<CheckInList> {
  await connectToDatabase();
  const readAt = Date.now();
  const changedFilter = since ? { updatedAt: { $gt: new Date(since) } } : {};
  const [event, publicKey, tickets] = await Promise.all([
    Event.findById(eventId, { eventTitle: 1, ticketTypes: 1 }).lean(),
    eventPublicKey(eventId),
    Ticket.find({ event: eventId, ...changedFilter }, TICKET_FIELDS).lean<ListedTicket[]>(),
  ]);
  const ticketIds = tickets.map((ticket) => ticket._id);
  // A first download reads the event's whole attendee list rather than naming 10,000 ids.
  const byTicket = since ? { ticket: { $in: ticketIds } } : {};
  const admittedIds = tickets.filter((ticket) => ticket.status === "checked_in").map((ticket) => ticket._id);
  const [attendees, admissions] = await Promise.all([
    Attendee.find({ event: eventId, ...byTicket }, { ticket: 1, fullName: 1, phone: 1 }).lean(),
    admittedIds.length
      ? GateScan.find({ event: eventId, result: "admitted", ticket: { $in: admittedIds } }, { ticket: 1, gate: 1, deviceId: 1 }).lean()
      : [],
  ]);
  const nameOf = new Map(attendees.map((attendee) => [String(attendee.ticket), attendee.fullName]));
  const phoneOf = await buyerPhones(tickets, attendees);
  const admissionOf = new Map(admissions.map((scan) => [String(scan.ticket), scan]));

  const listKey = eventListKey(eventId);
  const hmacKey = hmacKeyOf(listKey);
  let newest = 0;
  const listed = tickets.map((ticket): GateTicket => {
    newest = Math.max(newest, ticket.updatedAt.getTime());
    const admission = admissionOf.get(String(ticket._id));
    const admitted = ticket.status === "checked_in";
    const phone = phoneDigits(phoneOf.get(String(ticket._id)) ?? "");
    return {
      id: String(ticket._id),
      key: codeKey(hmacKey, ticket.checkInCode),
      name: nameOf.get(String(ticket._id)) ?? "",
      phoneEnd: phone.slice(-PHONE_END_DIGITS),
      phoneKey: phone ? phoneKey(hmacKey, phone) : "",
      type: ticket.ticketTypeName ?? "Regular",
      seat: placeLabel(ticket.tableNumber, ticket.seatNumber),
      status: gateStatus(ticket.status),
      order: String(ticket.order),
      admittedAt: admitted ? (ticket.checkedInAt?.toISOString() ?? null) : null,
      admittedGate: admitted ? (admission?.gate ?? null) : null,
      admittedDevice: admitted ? (admission?.deviceId ?? null) : null,
      ...(ticket.seatIndex != null ? { seatIndex: ticket.seatIndex, issue: ticket.issueNumber ?? 1 } : {}),
    };
  });

  return {
    eventId,
    title: event?.eventTitle ?? "",
    version: Math.max(since ?? 0, Math.min(newest, readAt - SETTLE_MS)),
    complete: !since,
    publicKey,
    listKey,
    types: (event?.ticketTypes ?? []).map((type) => ({ id: String(type._id), name: type.name })),
    tickets: listed,
  };
}
