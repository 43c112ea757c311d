import { expect } from "vitest";
import { mailLink, verifiedUser } from "./accounts";
import { api } from "./http";

export type Role = "co_organiser" | "finance" | "check_in";

/** Invites `email` through the API and answers the token from the e-mailed link. */
export async function invite(ownerToken: string, email: string, role: Role, eventId?: string) {
  const since = new Date();
  const sent = await api("/api/v1/team/invitations", { method: "POST", token: ownerToken, json: { email, role, eventId } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const { token } = await mailLink(email.toLowerCase(), "invites you to their team", since);
  return token;
}

export const accept = (memberToken: string, invitationToken: string) =>
  api("/api/v1/team/invitations/accept", { method: "POST", token: memberToken, json: { token: invitationToken } });

/** A verified account that joined the owner's team as `role` (for one event, or all of them). */
export async function teamMember(ownerToken: string, role: Role, eventId?: string) {
  const member = await verifiedUser();
  const accepted = await accept(member.token, await invite(ownerToken, member.email, role, eventId));
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { ...member, membershipId: accepted.body.data.membershipId as string };
}

/** A check-in link of the event, and its token (the last part of its URL). */
export async function checkInLink(ownerToken: string, eventId: string, name = "Gate B", expiresInHours = 24) {
  const created = await api("/api/v1/team/links", { method: "POST", token: ownerToken, json: { eventId, name, expiresInHours } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const url = created.body.data.url as string;
  return { linkId: created.body.data._id as string, url, token: url.split("/").pop() as string };
}

export const linkHeaders = (token: string) => ({ "x-check-in-link": token });
