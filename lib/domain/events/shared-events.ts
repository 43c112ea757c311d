import "server-only";
import type { QueryFilter, Types } from "mongoose";
import { connectToDatabase } from "@/lib/platform/db";
import { eventStatus, type ShownEventStatus } from "@/lib/domain/events/event-status";
import { activeGrants } from "@/lib/domain/access/active-grants";
import { ROLE_LABELS, roleAllows, type Permission, type TeamRole } from "@/lib/domain/access/roles";
import { permissionsOf, rolesOn, type TeamGrant } from "@/lib/domain/access/team-grants";
import { Event, type EventDoc } from "@/models/Event";
import { User } from "@/models/User";

/** An event of another owner that the user works on, with what their role(s) let them do there. */
export type SharedEvent = {
  _id: string;
  eventTitle: string;
  startDate: string;
  startTime: string;
  status: ShownEventStatus;
  ownerId: string;
  ownerName: string;
  roles: TeamRole[];
  /** "Co-organiser" or "Finance, Check-in staff". */
  roleLabel: string;
  permissions: Permission[];
};

export type SharedEventsPage = { items: SharedEvent[]; total: number; page: number; pages: number };

type SharedEventFields = Pick<EventDoc, "eventTitle" | "startDate" | "startTime" | "startsAt" | "endsAt" | "cancelledAt"> & {
  _id: Types.ObjectId;
  organizer: Types.ObjectId;
};

/** The events the grants reach: every event of the owners who gave all of them, and the single events given. */
function sharedFilter(grants: TeamGrant[]): QueryFilter<EventDoc> | null {
  const owners = [...new Set(grants.filter((grant) => grant.eventId === null).map((grant) => grant.ownerId))];
  const events = [...new Set(grants.flatMap((grant) => (grant.eventId ? [grant.eventId] : [])))];
  // One value is an equality, which the embedded database answers from its index.
  const oneOf = (values: string[]) => (values.length === 1 ? values[0] : { $in: values });
  const reaches: QueryFilter<EventDoc>[] = [
    ...(owners.length ? [{ organizer: oneOf(owners) }] : []),
    ...(events.length ? [{ _id: oneOf(events) }] : []),
  ];
  if (reaches.length === 0) return null;
  return reaches.length === 1 ? reaches[0]! : { $or: reaches };
}

async function ownerNames(ownerIds: string[]): Promise<Map<string, string>> {
  const owners = await User.find({ _id: { $in: [...new Set(ownerIds)] } }, { fullname: 1 }).lean();
  return new Map(owners.map((owner) => [String(owner._id), owner.fullname || UNNAMED_ORGANISER]));
}

const UNNAMED_ORGANISER = "The organiser";

/** How an event's owner is named to their team. */
export async function organiserName(ownerId: string): Promise<string> {
  await connectToDatabase();
  return (await ownerNames([ownerId])).get(ownerId) ?? UNNAMED_ORGANISER;
}

/**
 * "Events shared with you": other owners' events the user works on as co-organiser, finance or
 * check-in staff (memberships not revoked), newest first, `limit` a page, each with its owner's
 * name, the user's role(s) there and what those allow. With `permission`, only the events where a
 * role allows it (a finance member's payouts).
 */
export async function listSharedEvents(
  userId: string,
  query: { page: number; limit: number; permission?: Permission },
  now = new Date(),
): Promise<SharedEventsPage> {
  const grants = await activeGrants(userId);
  const { permission } = query;
  const filter = sharedFilter(permission ? grants.filter((grant) => roleAllows(grant.role, permission)) : grants);
  if (!filter) return { items: [], total: 0, page: query.page, pages: 1 };
  await connectToDatabase();
  const [total, events] = await Promise.all([
    Event.countDocuments(filter),
    Event.find(filter, { eventTitle: 1, startDate: 1, startTime: 1, startsAt: 1, endsAt: 1, cancelledAt: 1, organizer: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .lean<SharedEventFields[]>(),
  ]);
  const names = await ownerNames(events.map((event) => String(event.organizer)));
  const items = events.map((event) => {
    const ownerId = String(event.organizer);
    const roles = rolesOn(grants, ownerId, String(event._id));
    return {
      _id: String(event._id),
      eventTitle: event.eventTitle,
      startDate: event.startDate,
      startTime: event.startTime,
      status: event.cancelledAt ? ("cancelled" as const) : eventStatus(event.startsAt, event.endsAt, now),
      ownerId,
      ownerName: names.get(ownerId) ?? UNNAMED_ORGANISER,
      roles,
      roleLabel: roles.map((role) => ROLE_LABELS[role]).join(", "),
      permissions: permissionsOf(roles),
    };
  });
  return { items, total, page: query.page, pages: Math.max(1, Math.ceil(total / query.limit)) };
}

/**
 * What the user may do on each of these events that another owner organises (their own events are
 * left out): for lists that mix both, so a shared row shows only the actions its role allows.
 */
export async function sharedEventPermissions(userId: string, events: { _id: string; organizer: string }[]): Promise<Map<string, Permission[]>> {
  const others = events.filter((event) => event.organizer !== userId);
  if (others.length === 0) return new Map();
  const grants = await activeGrants(userId);
  return new Map(others.map((event) => [event._id, permissionsOf(rolesOn(grants, event.organizer, event._id))]));
}
