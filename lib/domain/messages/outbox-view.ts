import "server-only";
import { getEnv } from "@/lib/platform/env";
import { readOutbox } from "@/lib/domain/messages/channels/outbox";
import type { Channel } from "@/lib/domain/messages/channels/types";

export type OutboxEntry = {
  id: string;
  channel: Channel;
  to: string;
  createdAt: string;
  subject?: string;
  text: string;
  /** WhatsApp: the approved template and its parameters. */
  template?: string;
  params?: string[];
};

export type OutboxView =
  /** Development and tests: every message this server kept. */
  | { scope: "all"; entries: OutboxEntry[] }
  /** A production server in TEST MODE: only the visitor's own messages, sent or received. */
  | { scope: "own"; entries: OutboxEntry[] }
  | { scope: "sign_in" };

type Viewer = { _id: string; email: string } | null;

const PER_OUTBOX = 100;

/**
 * Whether this server shows its TEST MODE outboxes, and to whom: outside production, all of them
 * (the developer's own machine); on a production server only while payments are in TEST MODE, and
 * then each visitor sees only the messages they sent (as organiser) or that were sent to their
 * e-mail, so nobody reads other people's messages. A server with real payments has no outbox page.
 */
export function outboxAvailable(): "all" | "own" | null {
  const env = getEnv();
  if (env.NODE_ENV !== "production") return "all";
  return env.paymentsTestMode ? "own" : null;
}

function entryOf(channel: Channel, record: Record<string, unknown>): OutboxEntry {
  const text = typeof record.text === "string" ? record.text : "";
  return {
    id: `${channel}-${String(record.id)}`,
    channel,
    to: typeof record.to === "string" ? record.to : "",
    createdAt: typeof record.createdAt === "string" ? record.createdAt : "",
    subject: typeof record.subject === "string" ? record.subject : undefined,
    text,
    template: typeof record.template === "string" ? record.template : undefined,
    params: Array.isArray(record.params) ? record.params.map(String) : undefined,
  };
}

/** The mail, SMS and WhatsApp outboxes together, newest first, as this viewer may see them. */
export async function outboxView(viewer: Viewer): Promise<OutboxView | null> {
  const scope = outboxAvailable();
  if (!scope) return null;
  if (scope === "own" && !viewer) return { scope: "sign_in" };
  const env = getEnv();
  const [mail, sms, whatsapp] = await Promise.all([
    readOutbox(env.MAIL_DIR, PER_OUTBOX),
    readOutbox(env.SMS_DIR, PER_OUTBOX),
    readOutbox(env.WHATSAPP_DIR, PER_OUTBOX),
  ]);
  // Sent by them, or to their e-mail (verified before they could sign in). Not by phone: an account's
  // phone number is never verified, so matching it would show anyone the texts to a number they typed.
  const mine = (record: Record<string, unknown>) => {
    if (!viewer) return false;
    const to = typeof record.to === "string" ? record.to.toLowerCase() : "";
    return record.senderId === viewer._id || to === viewer.email.toLowerCase();
  };
  const keep = (record: Record<string, unknown>) => scope === "all" || mine(record);
  const entries = [
    ...mail.filter(keep).map((record) => entryOf("email", record)),
    ...sms.filter(keep).map((record) => entryOf("sms", record)),
    ...whatsapp.filter(keep).map((record) => entryOf("whatsapp", record)),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { scope, entries };
}
