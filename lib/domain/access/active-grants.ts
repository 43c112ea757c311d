import "server-only";
import type { Types } from "mongoose";
import { cache } from "react";
import { connectToDatabase } from "@/lib/platform/db";
import { permissionsOf, type TeamGrant } from "@/lib/domain/access/team-grants";
import type { Permission, TeamRole } from "@/lib/domain/access/roles";
import { TeamMembership } from "@/models/TeamMembership";

type MembershipFields = { owner: Types.ObjectId; event?: Types.ObjectId | null; role: TeamRole };

const toGrant = (membership: MembershipFields): TeamGrant => ({
  ownerId: String(membership.owner),
  eventId: membership.event ? String(membership.event) : null,
  role: membership.role,
});

/**
 * The memberships `userId` holds on other owners' teams and that have not been revoked: one
 * indexed read per request (a page and its layout share it), never kept longer, so a removal takes
 * effect on the next page as on the next API call.
 */
export const activeGrants = cache(async (userId: string): Promise<TeamGrant[]> => {
  await connectToDatabase();
  const memberships = await TeamMembership.find({ member: userId, revokedAt: { $exists: false } }, { owner: 1, event: 1, role: 1 }).lean();
  return memberships.map(toGrant).filter((grant) => grant.ownerId !== userId);
});

/** Everything the user may do on at least one event of another owner (for the menu): none when on no team. */
export async function teamPermissions(userId: string): Promise<Permission[]> {
  return permissionsOf((await activeGrants(userId)).map((grant) => grant.role));
}
