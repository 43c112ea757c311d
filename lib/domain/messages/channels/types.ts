import { CHANNELS, MESSAGE_KINDS } from "@/models/message-kinds";

export { CHANNELS, MESSAGE_KINDS };
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Record<Channel, string> = { email: "E-mail", sms: "SMS", whatsapp: "WhatsApp" };

export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** One message to one address on one channel, as a channel sends it. */
export type ChannelMessage = {
  /** An e-mail address, or a phone in E.164 ("+2348031234567"). */
  to: string;
  kind: MessageKind;
  subject: string;
  text: string;
  html?: string;
  /** The WhatsApp template's body parameters, in order ({{1}}, {{2}}, …). */
  params: string[];
  /** Whose message it is (the organiser's id), so the TEST MODE outbox can show it to its sender. */
  senderId?: string;
};

/** What a channel reports once the provider took the message. */
export type ChannelReceipt = { providerId?: string };

/**
 * A send that failed. `permanent` when trying again cannot help (the provider refused the number or
 * the request); otherwise the delivery is tried again later.
 */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "ChannelError";
  }
}
