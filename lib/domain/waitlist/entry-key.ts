// Waitlist: the key of an entry's no-login link (its position, leaving), made only by this server.
import "server-only";
import { createHmac } from "node:crypto";
import { sameSecret } from "@/lib/platform/same-secret";
import { getEnv } from "@/lib/platform/env";

export const entryKey = (entryId: string) => createHmac("sha256", getEnv().AUTH_SECRET).update(`waitlist-entry\n${entryId}`).digest("base64url");

/** The entry's page: its position, its offer when there is one, and the way to leave. */
export const entryPath = (entryId: string) => `/waitlist/${encodeURIComponent(entryId)}?k=${entryKey(entryId)}`;

export function isEntryKey(entryId: string, key: string | undefined): boolean {
  return sameSecret(key, entryKey(entryId));
}
