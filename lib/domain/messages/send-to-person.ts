import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { isDuplicateKey } from "@/lib/platform/duplicate-key";
import { addressesOf, type Person } from "@/lib/domain/messages/person";
import { OPT_OUT_COVERS, optOutUrl, optedOutAddresses } from "@/lib/domain/messages/opt-out";
import { kickSender } from "@/lib/domain/messages/sender/kick-sender";
import type { Channel, MessageKind } from "@/lib/domain/messages/channels/types";
import { MessageDelivery } from "@/models/MessageDelivery";

/** What one person is sent, built for them (with their own opt-out link when the kind carries one). */
export type Content = { subject: string; text: string; html?: string; params: string[] };

export type Outgoing = {
  eventId: string;
  organiserId: string;
  /** The organiser's message these deliveries belong to. */
  messageId?: string;
  kind: MessageKind;
  channels: readonly Channel[];
  person: Person;
  /** Builds what the person gets on a channel; `optOut` is their opt-out link (null for offers). */
  content: (channel: Channel, optOut: string | null) => Content;
  /**
   * Makes the sending once-only: one delivery per (once, channel, address) ever, however many
   * processes or retries ask (e.g. the message's id, or `${event}:reminder-24h`).
   */
  once: string;
  /** The organiser's opted-out addresses, when the caller sends to many at once and read them already. */
  optedOut?: ReadonlySet<string>;
};

export type SendOutcome = {
  queued: Channel[];
  /** Channels not used, and why: no address for it, opted out, or queued before. */
  skipped: { channel: Channel; reason: "no_address" | "opted_out" | "already_queued" }[];
};

/** The address a channel reaches the person at. */
const addressFor = (channel: Channel, addresses: { email: string | null; phone: string | null }) =>
  channel === "email" ? addresses.email : addresses.phone;

/**
 * Queues a message to one person on the channels asked for, through the delivery log: the sender
 * sweep (lib/domain/messages/sender) sends it, retries it and records what the provider reports.
 * People who opted out of the organiser's messages get none of the kinds the opt-out covers.
 */
export async function sendToPerson(outgoing: Outgoing, options: { kick?: boolean } = {}): Promise<SendOutcome> {
  await connectToDatabase();
  const addresses = addressesOf(outgoing.person);
  const known = [addresses.email, addresses.phone].filter((address): address is string => Boolean(address));
  const covered = OPT_OUT_COVERS.has(outgoing.kind);
  const outcome: SendOutcome = { queued: [], skipped: [] };
  if (covered) {
    const optedOut = outgoing.optedOut ?? (await optedOutAddresses(outgoing.organiserId));
    if (known.some((address) => optedOut.has(address))) {
      outcome.skipped = outgoing.channels.map((channel) => ({ channel, reason: "opted_out" }));
      return outcome;
    }
  }
  const optOut = covered ? optOutUrl({ organiser: outgoing.organiserId, addresses: known }) : null;
  const now = new Date();
  for (const channel of outgoing.channels) {
    const to = addressFor(channel, addresses);
    if (!to) {
      outcome.skipped.push({ channel, reason: "no_address" });
      continue;
    }
    const content = outgoing.content(channel, optOut);
    try {
      await MessageDelivery.create({
        event: outgoing.eventId,
        organiser: outgoing.organiserId,
        message: outgoing.messageId,
        kind: outgoing.kind,
        channel,
        to,
        name: outgoing.person.name ?? undefined,
        subject: content.subject,
        text: content.text,
        html: content.html,
        params: content.params,
        nextAttemptAt: now,
        once: `${outgoing.once}:${channel}:${to}`,
      });
      outcome.queued.push(channel);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      outcome.skipped.push({ channel, reason: "already_queued" });
    }
  }
  if (outcome.queued.length > 0 && options.kick !== false) kickSender();
  return outcome;
}
