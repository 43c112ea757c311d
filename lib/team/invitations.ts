import "server-only";
import { ApiError } from "@/lib/api/errors";
import { connectToDatabase } from "@/lib/db";
import { assertOrganiserEvent } from "@/lib/events/planner-events";
import { ownPageLink } from "@/lib/mail/links";
import { sendMail } from "@/lib/mail/send-mail";
import { recordAudit, type AuditActor } from "@/lib/team/audit-log";
import { teamInvitationEmail } from "@/lib/team/invitation-email";
import { ROLE_LABELS } from "@/lib/team/roles";
import { sweepDayFor } from "@/lib/team/team-record-sweep";
import { hashSecretToken, newSecretToken } from "@/lib/auth/secret-token";
import type { InvitationInput } from "@/lib/validations/team";
import { Event } from "@/models/Event";
import { TeamInvitation } from "@/models/TeamInvitation";
import { TeamMembership } from "@/models/TeamMembership";
import { User } from "@/models/User";

export const INVITATION_DAYS = 7;

type Owner = { _id: string; fullname: string; email: string };

async function scopeText(eventId: string | undefined): Promise<string> {
  if (!eventId) return "all their events";
  const event = await Event.findById(eventId, { eventTitle: 1 }).lean();
  return event?.eventTitle ? `“${event.eventTitle}”` : "one of their events";
}

/** Invites an e-mail address to the owner's team and mails the single-use link (kept only as a hash). */
export async function inviteToTeam(owner: Owner, input: InvitationInput, device: string | null): Promise<{ _id: string; expiresAt: string }> {
  await connectToDatabase();
  if (input.eventId) await assertOrganiserEvent(owner._id, input.eventId);
  if (input.email === owner.email.toLowerCase())
    throw new ApiError("unprocessable_entity", "You already own these events", { email: ["That is your own address"] });
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const invitation = await TeamInvitation.create({
    owner: owner._id,
    email: input.email,
    role: input.role,
    event: input.eventId,
    tokenHash: hashSecretToken(token),
    expiresAt,
    sweepOn: sweepDayFor(expiresAt),
  });
  const scope = await scopeText(input.eventId);
  const url = ownPageLink(`/dashboard/team/accept/${token}`);
  await sendMail({
    to: input.email,
    ...teamInvitationEmail({ ownerName: owner.fullname, roleLabel: ROLE_LABELS[input.role], scope, url, days: INVITATION_DAYS }),
  });
  await recordAudit({
    ownerId: owner._id,
    eventId: input.eventId,
    action: "invite",
    actor: { kind: "owner", actorId: owner._id, label: `${owner.fullname} (${owner.email})` },
    detail: `Invited ${input.email} as ${ROLE_LABELS[input.role]} for ${scope}`,
    device,
  });
  return { _id: String(invitation._id), expiresAt: expiresAt.toISOString() };
}

export type InvitationPreview = { ownerName: string; roleLabel: string; scope: string; email: string; expiresAt: string };

/** What an invitation offers, for the page that accepts it; throws the reason it cannot be used. */
export async function previewInvitation(token: string): Promise<InvitationPreview> {
  await connectToDatabase();
  const invitation = await TeamInvitation.findOne({ tokenHash: hashSecretToken(token) }).lean();
  refuseUnusable(invitation);
  const owner = await User.findById(invitation.owner, { fullname: 1 }).lean();
  return {
    ownerName: owner?.fullname ?? "An organiser",
    roleLabel: ROLE_LABELS[invitation.role],
    scope: await scopeText(invitation.event ? String(invitation.event) : undefined),
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

type StoredInvitation = { acceptedAt?: Date | null; revokedAt?: Date | null; expiresAt: Date };

function refuseUnusable<T extends StoredInvitation>(invitation: T | null): asserts invitation is T {
  if (!invitation) throw new ApiError("not_found", "This invitation link is invalid");
  if (invitation.acceptedAt) throw new ApiError("conflict", "This invitation has already been used");
  if (invitation.revokedAt) throw new ApiError("conflict", "This invitation was withdrawn by the organiser");
  if (invitation.expiresAt <= new Date()) throw new ApiError("conflict", "This invitation has expired: ask the organiser for a new one");
}

/**
 * Accepts an invitation for the signed-in user, whose e-mail must be the one invited. The
 * invitation is used in one conditional update, so two accepts at once make one membership.
 */
export async function acceptInvitation(user: Owner, token: string, device: string | null): Promise<{ membershipId: string }> {
  await connectToDatabase();
  const tokenHash = hashSecretToken(token);
  const invitation = await TeamInvitation.findOne({ tokenHash }).lean();
  refuseUnusable(invitation);
  if (invitation.email !== user.email.toLowerCase()) {
    throw new ApiError("forbidden", `This invitation was sent to ${invitation.email}: log in with that address to accept it`);
  }
  const now = new Date();
  const used = await TeamInvitation.findOneAndUpdate(
    { tokenHash, acceptedAt: { $exists: false }, revokedAt: { $exists: false }, expiresAt: { $gt: now } },
    { $set: { acceptedAt: now, acceptedBy: user._id } },
  ).lean();
  if (!used) throw new ApiError("conflict", "This invitation has already been used");
  const membership = await TeamMembership.create({ owner: used.owner, member: user._id, role: used.role, event: used.event, invitedBy: used.owner });
  const actor: AuditActor = { kind: used.role, actorId: user._id, label: `${user.fullname} (${user.email})` };
  await recordAudit({
    ownerId: String(used.owner),
    eventId: used.event ? String(used.event) : null,
    action: "accept",
    actor,
    detail: `Joined as ${ROLE_LABELS[used.role]}`,
    device,
  });
  return { membershipId: String(membership._id) };
}
