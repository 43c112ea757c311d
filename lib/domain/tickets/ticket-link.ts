import "server-only";
import { createHmac } from "node:crypto";
import { sameSecret } from "@/lib/platform/same-secret";
import { getEnv } from "@/lib/platform/env";
import { ownPageLink } from "@/lib/domain/mail/links";

const sign = (publicId: string) => createHmac("sha256", getEnv().AUTH_SECRET).update(`order-tickets\n${publicId}`).digest("base64url");

/** The key of an order's no-login pages (its tickets and its receipt): only this server can make it. */
export const orderLinkKey = sign;

/**
 * The no-login link to one order's tickets: the order's public id with a key only this server can
 * make (HMAC of the id under AUTH_SECRET), so the link can be e-mailed and shared on WhatsApp while
 * no other order's tickets can be reached by changing it.
 */
export function orderTicketsPath(publicId: string): string {
  return `/orders/${encodeURIComponent(publicId)}?k=${sign(publicId)}`;
}

/** The link as e-mailed and shared: the page is this server's own, so it is on SERVER_URL. */
export function orderTicketsUrl(publicId: string): string {
  return ownPageLink(orderTicketsPath(publicId));
}

/** Whether `key` is the one this server made for the order. */
export function isOrderTicketsKey(publicId: string, key: string | undefined): boolean {
  return sameSecret(key, sign(publicId));
}
