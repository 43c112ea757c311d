import "server-only";
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/platform/db";
import { keptEvents } from "@/lib/domain/attendee/kept-events";
import { keptList } from "@/lib/domain/attendee/kept-lists";
import { withCategoryNames } from "@/lib/domain/attendee/category-names";
import { PUBLIC_EVENT_PROJECTION } from "@/lib/domain/attendee/public-event-projection";
import { toPublicEvent, type PublicEvent } from "@/lib/domain/events/serialize-event";
import type { LeanEvent } from "@/models/Event";
import { Event } from "@/models/Event";
import { Ticket } from "@/models/Ticket";

export type UpcomingEvent = PublicEvent & { ticketCount: number; /** "2 × Regular, 1 × VIP" */ ticketSummary: string };
export type PastEventTicket = PublicEvent & { ticketId: string; seatNumber: number | null; tableNumber: number | null; checkedIn: boolean };

/** The user's tickets that are not refunded (at most 500, newest first). */
async function heldTickets(userId: string) {
  await connectToDatabase();
  return Ticket.find({ owner: userId, status: { $ne: "refunded" } }, { event: 1, seatNumber: 1, tableNumber: 1, status: 1, ticketTypeName: 1 })
    .sort({ createdAt: -1 })
    .limit(500)
    .lean();
}

async function eventsById(ids: Types.ObjectId[], filter: Record<string, unknown>) {
  const distinct = [...new Map(ids.map((id) => [String(id), id])).values()];
  const events = await withCategoryNames(await Event.find({ _id: { $in: distinct }, ...filter }, PUBLIC_EVENT_PROJECTION).lean<LeanEvent[]>());
  return new Map(events.map((event) => [String(event._id), event]));
}

/** How many tickets the user holds per event, and which types ("2 × VIP, 1 × Regular"). */
function ticketsPerEvent(tickets: { event: unknown; ticketTypeName?: string | null }[]) {
  const counts = new Map<string, number>();
  const byType = new Map<string, Map<string, number>>();
  for (const ticket of tickets) {
    const eventId = String(ticket.event);
    counts.set(eventId, (counts.get(eventId) ?? 0) + 1);
    const types = byType.get(eventId) ?? new Map<string, number>();
    const name = ticket.ticketTypeName ?? "Regular";
    byType.set(eventId, types.set(name, (types.get(name) ?? 0) + 1));
  }
  const summary = (eventId: string) =>
    [...(byType.get(eventId) ?? new Map<string, number>())].map(([name, count]) => `${count} × ${name}`).join(", ");
  return { counts, summary };
}

/** Per event the user holds tickets of (refunded ones left out): how many, and of which types. */
type HeldPerEvent = { eventId: string; count: number; summary: string }[];

async function readHeldPerEvent(userId: string): Promise<HeldPerEvent> {
  const { counts, summary } = ticketsPerEvent(await heldTickets(userId));
  return [...counts].map(([eventId, count]) => ({ eventId, count, summary: summary(eventId) }));
}

/**
 * Events the user holds tickets for that have not ended (Africa/Lagos end instant), soonest first.
 * The existing client reads `status: "upcoming"` on every item of this list. What the user holds and
 * the events are kept in the process (kept-lists.ts, kept-events.ts); the clock is applied here.
 */
export async function listMyUpcomingEvents(userId: string): Promise<UpcomingEvent[]> {
  const held = await keptList(userId, "tickets", () => readHeldPerEvent(userId));
  const events = await keptEvents(held.map((entry) => entry.eventId));
  const now = new Date();
  return held
    .flatMap((entry) => {
      const event = events.get(entry.eventId);
      return event && event.endsAt > now ? [{ event, entry }] : [];
    })
    .sort((a, b) => a.event.startsAt.getTime() - b.event.startsAt.getTime())
    .map(({ event, entry }) => ({
      ...toPublicEvent(event, now),
      status: "upcoming" as const,
      ticketCount: entry.count,
      ticketSummary: entry.summary,
    }));
}

/** Events the organiser cancelled that the user had tickets for (now refunded), most recent first. */
export async function listMyCancelledEvents(userId: string): Promise<UpcomingEvent[]> {
  await connectToDatabase();
  const tickets = await Ticket.find({ owner: userId }, { event: 1, ticketTypeName: 1 }).sort({ createdAt: -1 }).limit(500).lean();
  const { counts, summary } = ticketsPerEvent(tickets);
  const now = new Date();
  const events = await eventsById(
    tickets.map((ticket) => ticket.event),
    { cancelledAt: { $exists: true } },
  );
  return [...events.values()]
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())
    .map((event) => ({ ...toPublicEvent(event, now), ticketCount: counts.get(String(event._id)) ?? 0, ticketSummary: summary(String(event._id)) }));
}

/** One item per ticket for events that have ended, most recent first, with its table and seat. */
export async function listMyPastEvents(userId: string): Promise<PastEventTicket[]> {
  const tickets = await heldTickets(userId);
  const now = new Date();
  const events = await eventsById(
    tickets.map((ticket) => ticket.event),
    { endsAt: { $lte: now } },
  );
  return tickets
    .filter((ticket) => events.has(String(ticket.event)))
    .map((ticket) => {
      const event = events.get(String(ticket.event)) as LeanEvent;
      return {
        ...toPublicEvent(event, now),
        ticketId: String(ticket._id),
        seatNumber: ticket.seatNumber ?? null,
        tableNumber: ticket.tableNumber ?? null,
        checkedIn: ticket.status === "checked_in",
      };
    })
    .sort((a, b) => b.endsAt.localeCompare(a.endsAt));
}
