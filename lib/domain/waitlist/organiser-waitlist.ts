// Waitlist, for the organiser: who waits, offers out, conversions; offer by hand; settings.
import "server-only";
import { Types } from "mongoose";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { assertEventPermission, type EventAccess } from "@/lib/domain/access/event-permission";
import { announceEventChange } from "@/lib/domain/change-feed/announce-event-change";
import { phoneDigits } from "@/lib/domain/validations/auth-rules";
import type { WaitlistSettingsInput } from "@/lib/domain/validations/waitlist";
import { freeOfType } from "@/lib/domain/waitlist/queue/free-seats";
import { offerEntry } from "@/lib/domain/waitlist/offer-entry";
import { readWaitlistEvent, stillSelling, type WaitlistEvent } from "@/lib/domain/waitlist/waitlist-event";
import { waitlistSettingsOf, type WaitlistSettings } from "@/lib/domain/waitlist/waitlist-settings";
import { makeWaitlistOffers } from "@/lib/domain/waitlist/make-offers";
import { waitingPage } from "@/lib/domain/waitlist/waiting-page";
import type { KeysetCursor } from "@/lib/domain/paging/keyset-cursor";
import { Event } from "@/models/Event";
import { WaitlistEntry, type LeanWaitlistEntry } from "@/models/WaitlistEntry";

export type WaitingRow = {
  _id: string;
  fullName: string;
  partySize: number;
  ticketType: string;
  joinedAt: string;
  /** In the queue of its ticket type. */
  position: number;
  /** "ad•••@gmail.com · +234 •••• 4567". */
  contact: string;
  /** Whether its party fits the seats free now (an offer by hand would go through). */
  fits: boolean;
};

export type OfferRow = {
  _id: string;
  fullName: string;
  partySize: number;
  ticketType: string;
  offeredAt: string;
  expiresAt: string;
  byHand: boolean;
};

export type WaitlistOverview = {
  eventId: string;
  eventTitle: string;
  settings: WaitlistSettings;
  /** One page of who waits, in queue order (docs/big-show-paging.md); `waitingTotal` counts them all. */
  waiting: WaitingRow[];
  waitingTotal: number;
  /** The cursors of the pages of `waiting` after and before this one (null at either end). */
  waitingNextCursor: string | null;
  waitingPreviousCursor: string | null;
  offers: OfferRow[];
  /** Offers made (each entry's offers), and how they ended. */
  conversions: { offers: number; bought: number; expired: number; declined: number; left: number };
};

export const maskEmail = (email: string) => {
  const [name = "", domain = ""] = email.toLowerCase().split("@");
  return `${name.slice(0, 2)}•••@${domain}`;
};
export const maskPhone = (phone: string) => `+234 •••• ${phoneDigits(phone).slice(-4)}`;

const typeNameOf = (event: WaitlistEvent, typeId: unknown) =>
  event.ticketTypes?.find((type) => String(type._id) === String(typeId))?.name ?? "Tickets";

async function eventFor(access: Promise<EventAccess>, eventId: string): Promise<WaitlistEvent> {
  await access;
  const event = await readWaitlistEvent(eventId);
  if (!event) throw new ApiError("not_found", "Event not found");
  return event;
}

/** Entries of the waiting list per page. */
export const WAITING_PAGE_SIZE = 50;

/** Offers made (each entry's offers) and how they ended: one pass of the database over the event's entries, grouped there. */
async function conversionsOf(eventId: string): Promise<WaitlistOverview["conversions"]> {
  const groups = await WaitlistEntry.aggregate<{ _id: string; entries: number; offers: number }>([
    { $match: { event: new Types.ObjectId(eventId) } },
    { $group: { _id: "$status", entries: { $sum: 1 }, offers: { $sum: "$offers" } } },
  ]);
  const conversions = { offers: 0, bought: 0, expired: 0, declined: 0, left: 0 };
  for (const group of groups) {
    conversions.offers += group.offers ?? 0;
    if (group._id === "bought" || group._id === "expired" || group._id === "declined" || group._id === "left") conversions[group._id] = group.entries;
  }
  return conversions;
}

/**
 * The organiser's view of an event's waitlist (the team's `attendees` permission): one page of who
 * waits (the first, or after or before a cursor), every offer out (as many as the seats that came
 * back), and the conversions.
 */
export async function waitlistOverview(who: string, eventId: string, cursor?: KeysetCursor, limit = WAITING_PAGE_SIZE): Promise<WaitlistOverview> {
  await connectToDatabase();
  const event = await eventFor(assertEventPermission(who, eventId, "attendees"), eventId);
  const [page, offered, conversions] = await Promise.all([
    waitingPage(eventId, cursor, limit),
    WaitlistEntry.find({ event: eventId, status: "offered" }).sort({ joinedAt: 1, _id: 1 }).lean<LeanWaitlistEntry[]>(),
    conversionsOf(eventId),
  ]);
  const waiting: WaitingRow[] = page.entries.map(({ entry, position }) => {
    const typeId = String(entry.ticketType);
    const type = event.ticketTypes?.find((candidate) => String(candidate._id) === typeId);
    return {
      _id: String(entry._id),
      fullName: entry.fullName,
      partySize: entry.partySize,
      ticketType: typeNameOf(event, typeId),
      joinedAt: entry.joinedAt.toISOString(),
      position,
      contact: `${maskEmail(entry.email)} · ${maskPhone(entry.phone)}`,
      fits: Boolean(type) && freeOfType(event, type!) >= entry.partySize,
    };
  });
  const offers: OfferRow[] = offered.map((entry) => ({
    _id: String(entry._id),
    fullName: entry.fullName,
    partySize: entry.partySize,
    ticketType: typeNameOf(event, entry.ticketType),
    offeredAt: entry.offeredAt?.toISOString() ?? "",
    expiresAt: entry.offerExpiresAt?.toISOString() ?? "",
    byHand: Boolean(entry.byHand),
  }));
  return {
    eventId,
    eventTitle: event.eventTitle,
    settings: waitlistSettingsOf(event),
    waiting,
    waitingTotal: page.total,
    waitingNextCursor: page.next,
    waitingPreviousCursor: page.previous,
    offers,
    conversions,
  };
}

/**
 * "Offer now": the organiser offers one waiting entry its seats out of turn (the team's `edit`
 * permission), through the same offer as the queue's; refused when its party does not fit the
 * seats free now.
 */
export async function offerByHand(
  who: string,
  eventId: string,
  entryId: string,
): Promise<{ access: EventAccess; fullName: string; partySize: number }> {
  await connectToDatabase();
  const access = assertEventPermission(who, eventId, "edit");
  const event = await eventFor(access, eventId);
  const entry = await WaitlistEntry.findOne({ _id: entryId, event: eventId }).lean<LeanWaitlistEntry>();
  if (!entry) throw new ApiError("not_found", "No such waitlist entry for this event");
  if (entry.status !== "waiting") throw new ApiError("conflict", "This person is not waiting any more");
  if (!stillSelling(event)) throw new ApiError("unprocessable_entity", "This event is not selling tickets any more");
  const type = event.ticketTypes?.find((candidate) => String(candidate._id) === String(entry.ticketType));
  const free = type ? freeOfType(event, type) : 0;
  if (free < entry.partySize) {
    throw new ApiError(
      "conflict",
      `Only ${free} seat${free === 1 ? "" : "s"} of this type ${free === 1 ? "is" : "are"} free and the party is ${entry.partySize}: raise the stock, or wait for seats to come back`,
    );
  }
  const outcome = await offerEntry(event, entry, new Date(), { byHand: true });
  if (outcome === "unpriceable") throw new ApiError("unprocessable_entity", "This ticket type is not on sale now, so it cannot be offered");
  if (outcome !== "made") throw new ApiError("conflict", "The seats or the entry were taken meanwhile: refresh and try again");
  return { access: await access, fullName: entry.fullName, partySize: entry.partySize };
}

/** Changes the waitlist's settings (the team's `edit` permission); reopening or switching on makes any offers due. */
export async function setWaitlistSettings(
  who: string,
  eventId: string,
  input: WaitlistSettingsInput,
): Promise<{ access: EventAccess; settings: WaitlistSettings }> {
  await connectToDatabase();
  const access = await assertEventPermission(who, eventId, "edit");
  const set: Record<string, unknown> = {};
  if (input.enabled !== undefined) set["waitlist.enabled"] = input.enabled;
  if (input.closed !== undefined) set["waitlist.closed"] = input.closed;
  if (input.offerMinutes !== undefined) set["waitlist.offerMinutes"] = input.offerMinutes;
  await Event.updateOne({ _id: eventId }, { $set: set });
  const event = await Event.findById(eventId, { waitlist: 1 }).lean();
  if (!event) throw new ApiError("not_found", "Event not found");
  await announceEventChange(eventId, "details"); // the event page shows or hides the join form
  if (input.enabled === true) await makeWaitlistOffers(eventId);
  return { access, settings: waitlistSettingsOf(event) };
}
