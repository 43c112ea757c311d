import "server-only";
import { createHmac } from "node:crypto";
import { sameSecret } from "@/lib/platform/same-secret";
import { connectToDatabase } from "@/lib/platform/db";
import { getEnv } from "@/lib/platform/env";
import { ignoreDuplicateKey } from "@/lib/platform/duplicate-key";
import { ownPageLink } from "@/lib/domain/mail/links";
import type { MessageKind } from "@/lib/domain/messages/channels/types";
import { MessageOptOut } from "@/models/MessageOptOut";

/**
 * What an opt-out stops: the organiser's own messages and the automatic reminders. Tickets, receipts
 * and waitlist offers are what the person asked for, and still reach them.
 */
export const OPT_OUT_COVERS: ReadonlySet<MessageKind> = new Set<MessageKind>(["organiser", "reminder"]);

type OptOutClaim = { organiser: string; addresses: string[] };

const sign = (payload: string) => createHmac("sha256", getEnv().AUTH_SECRET).update(`message-opt-out\n${payload}`).digest("base64url");

/** A no-login token that opts these addresses out of one organiser's messages: the claim, and a key only this server can make. */
export function optOutToken(claim: OptOutClaim): string {
  const payload = Buffer.from(JSON.stringify({ o: claim.organiser, a: claim.addresses })).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

/** The claim of a token this server made, or null. */
export function readOptOutToken(token: string): OptOutClaim | null {
  const [payload, key, extra] = token.split(".");
  if (!payload || !key || extra !== undefined) return null;
  if (!sameSecret(key, sign(payload))) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { o?: unknown; a?: unknown };
    if (typeof parsed.o !== "string" || !Array.isArray(parsed.a) || !parsed.a.every((address) => typeof address === "string")) return null;
    return { organiser: parsed.o, addresses: parsed.a as string[] };
  } catch {
    return null;
  }
}

/** The page a message's opt-out link opens (it asks before opting out: link previews must not do it). */
export function optOutUrl(claim: OptOutClaim): string {
  return ownPageLink(`/messages/opt-out/${optOutToken(claim)}`);
}

/** Records the opt-out; answers the organiser's id (opting out twice is fine). */
export async function optOut(claim: OptOutClaim): Promise<void> {
  await connectToDatabase();
  await Promise.all(
    claim.addresses.map((address) => MessageOptOut.create({ organiser: claim.organiser, address }).then(() => undefined, ignoreDuplicateKey)),
  );
}

/** Every address that opted out of the organiser's messages (one indexed read per send). */
export async function optedOutAddresses(organiserId: string): Promise<Set<string>> {
  await connectToDatabase();
  const rows = await MessageOptOut.find({ organiser: organiserId }, { address: 1 }).lean();
  return new Set(rows.map((row) => row.address));
}
