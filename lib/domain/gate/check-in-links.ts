import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { assertOrganiserEvent } from "@/lib/domain/access/event-owner";
import { ownPageLink } from "@/lib/domain/mail/links";
import { recordAudit, type AuditActor } from "@/lib/domain/audit/audit-log";
import { hashSecretToken, newSecretToken } from "@/lib/domain/auth/secret-token";
import { sweepDayFor } from "@/lib/domain/team/team-record-sweep";
import { eventTitles } from "@/lib/domain/team/team-roster";
import type { CheckInLinkInput } from "@/lib/domain/validations/team";
import { CheckInLink } from "@/models/CheckInLink";

export type CheckInLinkView = {
  _id: string;
  name: string;
  eventId: string;
  eventTitle: string;
  expiresAt: string;
  state: "active" | "expired" | "revoked";
};

/** Where a link's holder opens the door's check-in page: a page only this server serves (SERVER_URL). */
export const gateUrl = (token: string) => ownPageLink(`/gate/${token}`);

/** Creates a named check-in link for one of the owner's events; the URL is answered once and never stored. */
export async function createCheckInLink(
  owner: AuditActor,
  input: CheckInLinkInput,
  device: string | null,
): Promise<CheckInLinkView & { url: string }> {
  await connectToDatabase();
  await assertOrganiserEvent(owner.actorId, input.eventId);
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + input.expiresInHours * 60 * 60 * 1000);
  const link = await CheckInLink.create({
    owner: owner.actorId,
    event: input.eventId,
    name: input.name,
    tokenHash: hashSecretToken(token),
    expiresAt,
    sweepOn: sweepDayFor(expiresAt),
    createdBy: owner.actorId,
  });
  const titles = await eventTitles([input.eventId]);
  await recordAudit({
    ownerId: owner.actorId,
    eventId: input.eventId,
    action: "link_create",
    actor: owner,
    detail: `Created the check-in link “${input.name}”`,
    device,
  });
  return {
    _id: String(link._id),
    name: link.name,
    eventId: input.eventId,
    eventTitle: titles.get(input.eventId) ?? "",
    expiresAt: expiresAt.toISOString(),
    state: "active",
    url: gateUrl(token),
  };
}

/** The owner's check-in links, newest first, with whether each still works. */
export async function listCheckInLinks(ownerId: string): Promise<CheckInLinkView[]> {
  await connectToDatabase();
  const links = await CheckInLink.find({ owner: ownerId }).sort({ createdAt: -1 }).limit(500).lean();
  const titles = await eventTitles(links.map((link) => link.event));
  const now = new Date();
  return links.map((link) => ({
    _id: String(link._id),
    name: link.name,
    eventId: String(link.event),
    eventTitle: titles.get(String(link.event)) ?? "A deleted event",
    expiresAt: link.expiresAt.toISOString(),
    state: link.revokedAt ? "revoked" : link.expiresAt <= now ? "expired" : "active",
  }));
}

/** Revokes a link: the next scan or page load with it is refused; it is swept a grace period later (or at its expiry's, if sooner). */
export async function revokeCheckInLink(owner: AuditActor, linkId: string, device: string | null): Promise<void> {
  await connectToDatabase();
  const now = new Date();
  const revoked = await CheckInLink.findOneAndUpdate(
    { _id: linkId, owner: owner.actorId, revokedAt: { $exists: false } },
    { $set: { revokedAt: now }, $min: { sweepOn: sweepDayFor(now) } },
  ).lean();
  if (!revoked) throw new ApiError("not_found", "Check-in link not found");
  await recordAudit({
    ownerId: owner.actorId,
    eventId: String(revoked.event),
    action: "link_revoke",
    actor: owner,
    detail: `Revoked the check-in link “${revoked.name}”`,
    device,
  });
}

/** The link a token opens, while it works; null when unknown, revoked or expired. */
export async function usableCheckInLink(token: string): Promise<{ linkId: string; eventId: string; name: string; expiresAt: string } | null> {
  await connectToDatabase();
  const link = await CheckInLink.findOne({ tokenHash: hashSecretToken(token), revokedAt: { $exists: false }, expiresAt: { $gt: new Date() } }).lean();
  return link ? { linkId: String(link._id), eventId: String(link.event), name: link.name, expiresAt: link.expiresAt.toISOString() } : null;
}
