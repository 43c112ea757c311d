import "server-only";
import { getEnv } from "@/lib/platform/env";
import { writeToOutbox } from "@/lib/domain/messages/channels/outbox";
import { postJson } from "@/lib/domain/messages/channels/http-json";
import { ChannelError, type ChannelMessage, type ChannelReceipt } from "@/lib/domain/messages/channels/types";

/** Termii's sms/send body: the number without "+", the DND route for what a holder must get, generic for the organiser's news. */
export function termiiRequest(message: ChannelMessage, config: { apiKey: string; senderId: string }) {
  return {
    api_key: config.apiKey,
    to: message.to.replace(/^\+/, ""),
    from: config.senderId,
    sms: message.text,
    type: "plain",
    channel: message.kind === "organiser" ? "generic" : "dnd",
  };
}

/** Sends one SMS through Termii, or keeps it in the SMS outbox when TERMII_API_KEY is unset (TEST MODE). */
export async function sendSms(message: ChannelMessage): Promise<ChannelReceipt> {
  const { TERMII_API_KEY, TERMII_SENDER_ID, TERMII_BASE_URL, SMS_DIR } = getEnv();
  if (!TERMII_API_KEY) {
    const id = await writeToOutbox(SMS_DIR, {
      channel: "sms",
      to: message.to,
      from: TERMII_SENDER_ID,
      text: message.text,
      kind: message.kind,
      senderId: message.senderId,
    });
    return { providerId: `outbox-${id}` };
  }
  const answer = await postJson(`${TERMII_BASE_URL}/api/sms/send`, termiiRequest(message, { apiKey: TERMII_API_KEY, senderId: TERMII_SENDER_ID }));
  const providerId = answer.message_id;
  if (typeof providerId !== "string" && typeof providerId !== "number")
    throw new ChannelError(`Termii did not take the message: ${String(answer.message ?? "no message id")}`, false);
  return { providerId: String(providerId) };
}
