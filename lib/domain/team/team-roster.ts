import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { recordAudit, type AuditActor } from "@/lib/domain/audit/audit-log";
import { ROLE_LABELS, type TeamRole } from "@/lib/domain/access/roles";
import { sweepDayFor } from "@/lib/domain/team/team-record-sweep";
import { Event } from "@/models/Event";
import { TeamInvitation } from "@/models/TeamInvitation";
import { TeamMembership } from "@/models/TeamMembership";
import { User } from "@/models/User";

export type TeamMemberView = { _id: string; name: string; email: string; role: TeamRole; roleLabel: string; scope: string; since: string };
export type PendingInvitationView = { _id: string; email: string; role: TeamRole; roleLabel: string; scope: string; expiresAt: string };
export type TeamRoster = { members: TeamMemberView[]; invitations: PendingInvitationView[] };

/** Event titles by id, for the "which events" column. */
export async function eventTitles(ids: unknown[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter(Boolean).map(String))];
  if (unique.length === 0) return new Map();
  const events = await Event.find({ _id: { $in: unique } }, { eventTitle: 1 }).lean();
  return new Map(events.map((event) => [String(event._id), event.eventTitle || "Untitled event"]));
}

const scopeOf = (event: unknown, titles: Map<string, string>) => (event ? (titles.get(String(event)) ?? "A deleted event") : "All events");

/** The owner's team: members who have not been revoked, and invitations still waiting. */
export async function listTeam(ownerId: string): Promise<TeamRoster> {
  await connectToDatabase();
  const now = new Date();
  const [memberships, invitations] = await Promise.all([
    TeamMembership.find({ owner: ownerId, revokedAt: { $exists: false } })
      .sort({ createdAt: -1 })
      .limit(500)
      .lean(),
    TeamInvitation.find({ owner: ownerId, acceptedAt: { $exists: false }, revokedAt: { $exists: false }, expiresAt: { $gt: now } })
      .sort({ createdAt: -1 })
      .limit(500)
      .lean(),
  ]);
  const [titles, users] = await Promise.all([
    eventTitles([...memberships.map((m) => m.event), ...invitations.map((i) => i.event)]),
    User.find({ _id: { $in: memberships.map((m) => m.member) } }, { fullname: 1, email: 1 }).lean(),
  ]);
  const userById = new Map(users.map((user) => [String(user._id), user]));
  return {
    members: memberships.map((membership) => {
      const user = userById.get(String(membership.member));
      return {
        _id: String(membership._id),
        name: user?.fullname ?? "Former user",
        email: user?.email ?? "",
        role: membership.role,
        roleLabel: ROLE_LABELS[membership.role],
        scope: scopeOf(membership.event, titles),
        since: (membership.createdAt ?? now).toISOString(),
      };
    }),
    invitations: invitations.map((invitation) => ({
      _id: String(invitation._id),
      email: invitation.email,
      role: invitation.role,
      roleLabel: ROLE_LABELS[invitation.role],
      scope: scopeOf(invitation.event, titles),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  };
}

/** Ends a membership at once: every permission check reads it. */
export async function revokeMembership(owner: AuditActor, membershipId: string, device: string | null): Promise<void> {
  await connectToDatabase();
  const revoked = await TeamMembership.findOneAndUpdate(
    { _id: membershipId, owner: owner.actorId, revokedAt: { $exists: false } },
    { $set: { revokedAt: new Date(), activeKey: `revoked:${membershipId}` } },
  ).lean();
  if (!revoked) throw new ApiError("not_found", "Team member not found");
  const member = await User.findById(revoked.member, { email: 1 }).lean();
  const detail = `Removed ${member?.email ?? "a member"} (${ROLE_LABELS[revoked.role]})`;
  await recordAudit({
    ownerId: owner.actorId,
    eventId: revoked.event ? String(revoked.event) : null,
    action: "revoke",
    actor: owner,
    detail,
    device,
  });
}

/** Withdraws an invitation not yet accepted: its link stops working. */
export async function withdrawInvitation(owner: AuditActor, invitationId: string, device: string | null): Promise<void> {
  await connectToDatabase();
  const now = new Date();
  const withdrawn = await TeamInvitation.findOneAndUpdate(
    { _id: invitationId, owner: owner.actorId, acceptedAt: { $exists: false }, revokedAt: { $exists: false } },
    { $set: { revokedAt: now, pendingKey: `withdrawn:${invitationId}` }, $min: { sweepOn: sweepDayFor(now) } },
  ).lean();
  if (!withdrawn) throw new ApiError("not_found", "Invitation not found");
  const detail = `Withdrew the invitation of ${withdrawn.email}`;
  await recordAudit({
    ownerId: owner.actorId,
    eventId: withdrawn.event ? String(withdrawn.event) : null,
    action: "revoke",
    actor: owner,
    detail,
    device,
  });
}
