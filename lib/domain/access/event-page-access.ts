import "server-only";
import { notFound, redirect } from "next/navigation";
import { ApiError } from "@/lib/platform/errors";
import { activeGrants } from "@/lib/domain/access/active-grants";
import { assertEventPermission } from "@/lib/domain/access/event-permission";
import { PERMISSIONS, type Permission, type TeamRole } from "@/lib/domain/access/roles";
import { permissionsOf, rolesOn } from "@/lib/domain/access/team-grants";

/** What the signed-in user is on an event whose dashboard page they opened, and all they may do there (for the page's buttons). */
export type EventPageAccess = { ownerId: string; owner: boolean; roles: TeamRole[]; permissions: Permission[] };

/** Where a refused page sends its visitor: a page that says which permission was missing. */
export const notAllowedHref = (permission: Permission) => `/dashboard/not-allowed?need=${permission}`;

/**
 * The guard of an event's dashboard page that needs `permission`. The API's own check decides
 * (assertEventPermission), on every request, so a removed member loses the page at once; an event
 * that does not exist is a 404 and a refusal redirects to the page that says why.
 */
export async function eventPageAccess(userId: string, eventId: string, permission: Permission): Promise<EventPageAccess> {
  const access = await assertEventPermission(userId, eventId, permission).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    if (error instanceof ApiError && error.status === 403) redirect(notAllowedHref(permission));
    throw error;
  });
  if (access.role === "owner") return { ownerId: access.ownerId, owner: true, roles: [], permissions: [...PERMISSIONS] };
  const roles = rolesOn(await activeGrants(userId), access.ownerId, eventId);
  return { ownerId: access.ownerId, owner: false, roles, permissions: permissionsOf(roles) };
}
