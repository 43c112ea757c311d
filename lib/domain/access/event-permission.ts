import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { eventOrganiserId } from "@/lib/domain/access/event-owner";
import { hashSecretToken } from "@/lib/domain/auth/secret-token";
import { activeGrants } from "@/lib/domain/access/active-grants";
import type { Permission, TeamRole } from "@/lib/domain/access/roles";
import { roleAllowing, rolesOn } from "@/lib/domain/access/team-grants";
import { CheckInLink } from "@/models/CheckInLink";

/** Who asks: a signed-in user's id, or the holder of a check-in link (no account). */
export type Principal = string | { linkToken: string };

export type EventAccess = {
  ownerId: string;
  role: "owner" | TeamRole | "link";
  /** The user's id, or the link's id. */
  actorId: string;
  /** The link's name ("Gate B"); absent for users. */
  linkName?: string;
};

/** What a check-in link may do: the door and its attendee lookup, nothing else. */
const LINK_PERMISSIONS: readonly Permission[] = ["check_in", "attendees"];

async function linkAccess(token: string, eventId: string, ownerId: string, permission: Permission): Promise<EventAccess | null> {
  if (!LINK_PERMISSIONS.includes(permission)) return null;
  const link = await CheckInLink.findOne(
    { tokenHash: hashSecretToken(token), event: eventId, revokedAt: { $exists: false }, expiresAt: { $gt: new Date() } },
    { name: 1 },
  ).lean();
  return link ? { ownerId, role: "link", actorId: String(link._id), linkName: link.name } : null;
}

/**
 * The membership of `userId` in the owner's team that allows `permission` on the event. The
 * memberships are read once per request (shared with the page's layout and guard), never kept
 * longer: revocation is immediate.
 */
export async function memberRoleFor(userId: string, ownerId: string, eventId: string | null, permission: Permission): Promise<TeamRole | null> {
  return roleAllowing(rolesOn(await activeGrants(userId), ownerId, eventId), permission);
}

/** How `who` may act on the event for `permission`, or null when not at all. 404 when the event does not exist. */
export async function eventAccess(who: Principal, eventId: string, permission: Permission): Promise<EventAccess | null> {
  const ownerId = await eventOrganiserId(eventId);
  if (typeof who !== "string") return linkAccess(who.linkToken, eventId, ownerId, permission);
  if (who === ownerId) return { ownerId, role: "owner", actorId: who };
  if (permission === "team") return null;
  const role = await memberRoleFor(who, ownerId, eventId, permission);
  return role ? { ownerId, role, actorId: who } : null;
}

/**
 * The one permission check of organiser routes: the owner may do everything, team members what
 * their role allows on the events they were given, a check-in link only the door of its event.
 * 404 when the event does not exist, 403 when `who` may not.
 */
export async function assertEventPermission(who: Principal, eventId: string, permission: Permission): Promise<EventAccess> {
  const access = await eventAccess(who, eventId, permission);
  if (access) return access;
  if (typeof who !== "string")
    throw new ApiError("forbidden", "This check-in link does not work here: it has expired, was revoked, or is for another event");
  throw new ApiError("forbidden", "You can only manage your own events or those of a team you belong to");
}
