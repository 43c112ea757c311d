import "server-only";
import { sendEmail } from "@/lib/domain/messages/channels/email";
import { sendSms } from "@/lib/domain/messages/channels/sms";
import { sendWhatsapp } from "@/lib/domain/messages/channels/whatsapp";
import type { Channel, ChannelMessage, ChannelReceipt } from "@/lib/domain/messages/channels/types";

const SENDERS: Record<Channel, (message: ChannelMessage) => Promise<ChannelReceipt>> = { email: sendEmail, sms: sendSms, whatsapp: sendWhatsapp };

/** Hands one message to its channel (the real provider, or its TEST MODE outbox). */
export function sendOnChannel(channel: Channel, message: ChannelMessage): Promise<ChannelReceipt> {
  return SENDERS[channel](message);
}
