import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { sameSecret } from "@/lib/platform/same-secret";
import { getEnv } from "@/lib/platform/env";
import { ownPageLink } from "@/lib/domain/mail/links";

/** What a ticket's own link is made of: its id and the nonce stored on it (tickets from before links have none). */
export type LinkedTicket = { _id: unknown; linkNonce?: string | null };

const sign = (ticket: LinkedTicket) =>
  createHmac("sha256", getEnv().AUTH_SECRET)
    .update(`one-ticket\n${String(ticket._id)}\n${ticket.linkNonce ?? ""}`)
    .digest("base64url");

/** A fresh nonce for a ticket's link: writing a new one on the ticket kills every link made with the old. */
export const newLinkNonce = () => randomBytes(12).toString("base64url");

/**
 * The no-login link to one ticket: its id with a key only this server can make (HMAC under
 * AUTH_SECRET of the id and the ticket's nonce), so one ticket can be sent to one person, and a
 * transfer (which writes a new nonce) kills the old link.
 */
export function ticketOwnPath(ticket: LinkedTicket): string {
  return `/tickets/${encodeURIComponent(String(ticket._id))}?k=${sign(ticket)}`;
}

/** The link as e-mailed and shared (this server's own page, on SERVER_URL). */
export function ticketOwnUrl(ticket: LinkedTicket): string {
  return ownPageLink(ticketOwnPath(ticket));
}

/** Whether `key` is the one this server made for the ticket as it is now. */
export function isTicketOwnKey(ticket: LinkedTicket, key: string | undefined): boolean {
  return sameSecret(key, sign(ticket));
}
