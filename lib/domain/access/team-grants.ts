import { PERMISSIONS, roleAllows, type Permission, type TeamRole } from "@/lib/domain/access/roles";

/** One team membership as the rules read it: whose team, which event (null: all the owner's events), which role. */
export type TeamGrant = { ownerId: string; eventId: string | null; role: TeamRole };

/**
 * Whether a membership reaches an event of the owner: one given for all the owner's events does,
 * one given for a single event only for that event. `eventId` null asks about the owner's team as
 * a whole, which only a membership for all events reaches.
 */
export const grantCovers = (grant: TeamGrant, ownerId: string, eventId: string | null) =>
  grant.ownerId === ownerId && (grant.eventId === null || grant.eventId === eventId);

/** The roles a member holds on one of the owner's events, each once, in the order of `grants`. */
export function rolesOn(grants: readonly TeamGrant[], ownerId: string, eventId: string | null): TeamRole[] {
  return [...new Set(grants.filter((grant) => grantCovers(grant, ownerId, eventId)).map((grant) => grant.role))];
}

/** The first of `roles` that allows `permission`, or null. */
export const roleAllowing = (roles: readonly TeamRole[], permission: Permission): TeamRole | null =>
  roles.find((role) => roleAllows(role, permission)) ?? null;

/** What the roles allow together, in the order of PERMISSIONS. */
export const permissionsOf = (roles: readonly TeamRole[]): Permission[] =>
  PERMISSIONS.filter((permission) => roleAllowing(roles, permission) !== null);
