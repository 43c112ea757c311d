import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { hasOrganisedEvents } from "@/lib/domain/access/has-organised";
import { activeGrants } from "@/lib/domain/access/active-grants";
import { permittedEventsFilter } from "@/lib/domain/access/permitted-events";
import { Event } from "@/models/Event";

/** An event whose door a check-in staff member works: what its scanner card shows. */
export type DoorEvent = { id: string; title: string; location: string; startsAt: Date; endsAt: Date };

/** More than a person works doors of at once; the rest stay in the full list. */
const MOST_DOORS = 50;

/**
 * The events whose door a person works, when the door is all they do: no events of their own and
 * every team role check-in staff. Null for anyone else (organisers, co-organisers, finance), whose
 * dashboard stays as it is. Events not yet over and not cancelled, soonest first.
 */
export async function doorOnlyEvents(userId: string): Promise<DoorEvent[] | null> {
  const [organises, grants] = await Promise.all([hasOrganisedEvents(userId), activeGrants(userId)]);
  if (organises || grants.length === 0 || grants.some((grant) => grant.role !== "check_in")) return null;
  await connectToDatabase();
  const events = await Event.find(
    { $and: [await permittedEventsFilter(userId, "check_in"), { endsAt: { $gt: new Date() }, cancelledAt: { $exists: false } }] },
    { eventTitle: 1, eventLocation: 1, startsAt: 1, endsAt: 1 },
  )
    .sort({ startsAt: 1 })
    .limit(MOST_DOORS)
    .lean();
  return events.map((event) => ({
    id: String(event._id),
    title: event.eventTitle,
    location: event.eventLocation,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
  }));
}

/**
 * Where check-in staff start: the scanner itself when they work one event's door, the list of
 * their scanners when several; null for everyone else.
 */
export async function doorLanding(userId: string): Promise<{ scanner: string } | { events: DoorEvent[] } | null> {
  const events = await doorOnlyEvents(userId);
  if (!events || events.length === 0) return null;
  return events.length === 1 ? { scanner: `/scan/${events[0]!.id}` } : { events };
}
