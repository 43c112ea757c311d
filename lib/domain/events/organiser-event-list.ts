import "server-only";
import type { QueryFilter } from "mongoose";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import type { EventStatus } from "@/lib/domain/events/event-status";
import { toOrganiserEvent, type OrganiserEvent } from "@/lib/domain/events/organiser-event";
import { toPublicEvent, type PublicEvent } from "@/lib/domain/events/serialize-event";
import { titleSearchFilter } from "@/lib/domain/search/title-filter";
import type { EventDoc, LeanEvent } from "@/models/Event";
import { Event } from "@/models/Event";

export type OrganiserEventQuery = { status: "all" | EventStatus; q?: string; page: number; limit: number };
export type Page<T> = { items: T[]; total: number; page: number; pages: number; limit: number };

/** The status tabs as queries on the indexed instants, so the status is never stored. */
export function statusFilter(status: OrganiserEventQuery["status"], now = new Date()): QueryFilter<EventDoc> {
  if (status === "upcoming") return { startsAt: { $gt: now } };
  if (status === "ongoing") return { startsAt: { $lte: now }, endsAt: { $gt: now } };
  if (status === "ended") return { endsAt: { $lte: now } };
  return {};
}

async function organiserEventPage(organiserId: string, query: OrganiserEventQuery, whose: QueryFilter<EventDoc> = { organizer: organiserId }) {
  await connectToDatabase();
  const now = new Date();
  const filter: QueryFilter<EventDoc> = {
    ...whose,
    ...statusFilter(query.status, now),
    ...(query.q ? titleSearchFilter(query.q) : {}),
  };
  const [total, events] = await Promise.all([
    Event.countDocuments(filter),
    Event.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .populate("eventCategory", "categoryName")
      .lean<LeanEvent[]>(),
  ]);
  return { events, total, now, pages: Math.max(1, Math.ceil(total / query.limit)) };
}

/**
 * An organiser's own events with their sales, most recently created first, filtered by status tab
 * and by words of the title. `whose` widens "own" (the events a team member may work on).
 */
export async function listOrganiserEvents(
  organiserId: string,
  query: OrganiserEventQuery,
  whose?: QueryFilter<EventDoc>,
): Promise<Page<OrganiserEvent>> {
  const { events, total, now, pages } = await organiserEventPage(organiserId, query, whose);
  return { items: events.map((event) => toOrganiserEvent(event, now)), total, page: query.page, pages, limit: query.limit };
}

/** What anyone may see of an organiser's events: the public view, without sales. */
export async function listOrganiserPublicEvents(organiserId: string, query: OrganiserEventQuery): Promise<Page<PublicEvent>> {
  const { events, total, now, pages } = await organiserEventPage(organiserId, query);
  return { items: events.map((event) => toPublicEvent(event, now)), total, page: query.page, pages, limit: query.limit };
}

/**
 * One of the organiser's own events; 404 when missing, 403 when it is someone else's. `mayAct`
 * (the team's permission check) lets others in too.
 */
export async function getOrganiserEventOrThrow(organiserId: string, eventId: string, mayAct?: () => Promise<unknown>): Promise<OrganiserEvent> {
  await connectToDatabase();
  const event = await Event.findById(eventId).populate("eventCategory", "categoryName").lean<LeanEvent>();
  if (!event) throw new ApiError("not_found", "Event not found");
  if (mayAct) await mayAct();
  else if (String(event.organizer) !== organiserId) throw new ApiError("forbidden", "You can only manage your own events");
  return toOrganiserEvent(event);
}
