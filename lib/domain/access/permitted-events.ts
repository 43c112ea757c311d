import "server-only";
import type { QueryFilter } from "mongoose";
import { hasOrganisedEvents } from "@/lib/domain/access/has-organised";
import { activeGrants } from "@/lib/domain/access/active-grants";
import { roleAllows, type Permission } from "@/lib/domain/access/roles";
import type { EventDoc } from "@/models/Event";

/**
 * The events a user may act on for `permission`: their own, every event of owners whose team they
 * joined for all events, and the single events they were given. For someone on no team this is
 * exactly `{ organizer: userId }`, the query (and index) the owner's lists always used.
 */
export async function permittedEventsFilter(userId: string, permission: Permission): Promise<QueryFilter<EventDoc>> {
  const allowing = permission === "team" ? [] : (await activeGrants(userId)).filter((grant) => roleAllows(grant.role, permission));
  const owners = [userId, ...allowing.filter((grant) => grant.eventId === null).map((grant) => grant.ownerId)];
  const events = allowing.flatMap((grant) => (grant.eventId ? [grant.eventId] : []));
  const byOwner: QueryFilter<EventDoc> = owners.length === 1 ? { organizer: userId } : { organizer: { $in: owners } };
  return events.length ? { $or: [byOwner, { _id: { $in: events } }] } : byOwner;
}

/**
 * Why the payouts page is not for this user, or null when it is: someone who organises no events
 * of their own and works only on teams whose role leaves payouts to the owner. Reads nothing the
 * dashboard's layout has not read for the same request.
 */
export async function payoutsRefusal(userId: string): Promise<string | null> {
  const [ownsEvents, grants] = await Promise.all([hasOrganisedEvents(userId), activeGrants(userId)]);
  if (ownsEvents || grants.length === 0 || grants.some((grant) => roleAllows(grant.role, "payouts"))) return null;
  return "Payouts belong to the event's owner: your role on their team does not include payouts.";
}
