import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { upsertRacing } from "@/lib/platform/duplicate-key";
import { assertOrganiserEvent } from "@/lib/domain/access/event-owner";
import { ownPageLink } from "@/lib/domain/mail/links";
import { sendMail } from "@/lib/domain/mail/send-mail";
import { recordAudit, type AuditActor } from "@/lib/domain/audit/audit-log";
import { teamInvitationEmail } from "@/lib/domain/team/invitation-email";
import { ROLE_LABELS } from "@/lib/domain/access/roles";
import { sweepDayFor } from "@/lib/domain/team/team-record-sweep";
import { hashSecretToken, newSecretToken } from "@/lib/domain/auth/secret-token";
import type { InvitationInput } from "@/lib/domain/validations/team";
import { Event } from "@/models/Event";
import { TeamInvitation } from "@/models/TeamInvitation";
import { TeamMembership, type TEAM_ROLES } from "@/models/TeamMembership";
import { User } from "@/models/User";

export const INVITATION_DAYS = 7;

type Owner = { _id: string; fullname: string; email: string };

async function scopeText(eventId: string | undefined): Promise<string> {
  if (!eventId) return "all their events";
  const event = await Event.findById(eventId, { eventTitle: 1 }).lean();
  return event?.eventTitle ? `“${event.eventTitle}”` : "one of their events";
}

/** One waiting invitation per owner, address and scope (one event, or all of them): inviting again refreshes it. */
const pendingKeyOf = (ownerId: string, email: string, eventId: string | undefined) => `${ownerId}:${email}:${eventId ?? "all"}`;

/** One membership per owner, member and scope: a second accept updates it rather than adding another. */
const activeKeyOf = (ownerId: string, memberId: string, eventId: string | undefined) => `${ownerId}:${memberId}:${eventId ?? "all"}`;

/** The same scope: that event, or all the owner's events (no event). */
const sameScope = (eventId: string | undefined) => (eventId ? { event: eventId } : { event: { $exists: false } });

/**
 * Writes the address's waiting invitation for this scope with a new token and expiry: the one
 * already waiting (so the address never holds two, and the older link stops working), or a new
 * one. The unique `pendingKey` turns two invitations at once into one; the loser updates it.
 */
async function upsertInvitation(ownerId: string, input: InvitationInput, tokenHash: string, expiresAt: Date) {
  const waiting = { owner: ownerId, email: input.email, ...sameScope(input.eventId), acceptedAt: { $exists: false }, revokedAt: { $exists: false } };
  const pendingKey = pendingKeyOf(ownerId, input.email, input.eventId);
  const write = () =>
    TeamInvitation.findOneAndUpdate(
      waiting,
      { $set: { role: input.role, tokenHash, expiresAt, sweepOn: sweepDayFor(expiresAt), pendingKey } },
      { upsert: true, returnDocument: "after" },
    ).lean();
  const refreshed = Boolean(await TeamInvitation.exists(waiting));
  const invitation = await upsertRacing(write);
  if (!invitation) throw new ApiError("conflict", "The invitation could not be saved. Please try again.");
  return { _id: String(invitation._id), refreshed };
}

/**
 * Invites an e-mail address to the owner's team and mails the single-use link (kept only as a
 * hash). Inviting an address that already has an invitation waiting for the same scope sends it
 * again with a new link and expiry, rather than a second invitation.
 */
export async function inviteToTeam(owner: Owner, input: InvitationInput, device: string | null): Promise<{ _id: string; expiresAt: string }> {
  await connectToDatabase();
  if (input.eventId) await assertOrganiserEvent(owner._id, input.eventId);
  if (input.email === owner.email.toLowerCase())
    throw new ApiError("unprocessable_entity", "You already own these events", { email: ["That is your own address"] });
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const invitation = await upsertInvitation(owner._id, input, hashSecretToken(token), expiresAt);
  const scope = await scopeText(input.eventId);
  const url = invitationUrl(token);
  await sendMail({
    to: input.email,
    ...teamInvitationEmail({ ownerName: owner.fullname, roleLabel: ROLE_LABELS[input.role], scope, url, days: INVITATION_DAYS }),
  });
  await recordAudit({
    ownerId: owner._id,
    eventId: input.eventId,
    action: "invite",
    actor: { kind: "owner", actorId: owner._id, label: `${owner.fullname} (${owner.email})` },
    detail: `${invitation.refreshed ? "Sent again the invitation of" : "Invited"} ${input.email} as ${ROLE_LABELS[input.role]} for ${scope}`,
    device,
  });
  return { _id: String(invitation._id), expiresAt: expiresAt.toISOString() };
}

/**
 * The e-mailed link: it stores the token in a cookie and opens the invitation page, so the token
 * never reaches a URL that is logged or sent on (the login redirect, a Referer).
 */
export const invitationUrl = (token: string) => ownPageLink(`/join-team/${token}`);

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
    { $set: { acceptedAt: now, acceptedBy: user._id, pendingKey: `used:${tokenHash}` } },
  ).lean();
  if (!used) throw new ApiError("conflict", "This invitation has already been used");
  const membership = await joinTeam(String(used.owner), user._id, used.role, used.event ? String(used.event) : undefined);
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

/**
 * The member's one membership of the owner's team for this scope, with the role of the invitation
 * just accepted: the one they already have (a second invitation to the same scope changes their
 * role), or a new one. The unique `activeKey` turns two at once into one.
 */
async function joinTeam(ownerId: string, memberId: string, role: (typeof TEAM_ROLES)[number], eventId: string | undefined) {
  const activeKey = activeKeyOf(ownerId, memberId, eventId);
  const write = () =>
    TeamMembership.findOneAndUpdate(
      { owner: ownerId, member: memberId, ...sameScope(eventId), revokedAt: { $exists: false } },
      { $set: { role, activeKey }, $setOnInsert: { invitedBy: ownerId } },
      { upsert: true, returnDocument: "after" },
    ).lean();
  const membership = await upsertRacing(write);
  if (!membership) throw new ApiError("conflict", "The membership could not be saved. Please try again.");
  return membership;
}
