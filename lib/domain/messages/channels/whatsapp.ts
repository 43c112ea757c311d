import "server-only";
import { getEnv } from "@/lib/platform/env";
import { writeToOutbox } from "@/lib/domain/messages/channels/outbox";
import { postJson } from "@/lib/domain/messages/channels/http-json";
import { ChannelError, type ChannelMessage, type ChannelReceipt, type MessageKind } from "@/lib/domain/messages/channels/types";

type TemplateConfig = { templates: Record<MessageKind, string>; language: string };

export function whatsappTemplates(): TemplateConfig {
  const env = getEnv();
  return {
    templates: {
      organiser: env.WHATSAPP_TEMPLATE_ORGANISER,
      reminder: env.WHATSAPP_TEMPLATE_REMINDER,
      offer: env.WHATSAPP_TEMPLATE_OFFER,
      ticket: env.WHATSAPP_TEMPLATE_TICKET,
    },
    language: env.WHATSAPP_TEMPLATE_LANGUAGE,
  };
}

/**
 * The Cloud API's body for one approved template: WhatsApp lets a business start a conversation only
 * with a template, whose body parameters carry the message's own text. Parameters cannot hold new
 * lines or long runs of spaces, so they are flattened.
 */
export function whatsappRequest(message: ChannelMessage, config: TemplateConfig) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to.replace(/^\+/, ""),
    type: "template",
    template: {
      name: config.templates[message.kind],
      language: { code: config.language },
      components: [
        {
          type: "body",
          parameters: message.params.map((text) => ({ type: "text", text: text.replace(/\s*\n\s*/g, " · ").replace(/ {4,}/g, "   ") })),
        },
      ],
    },
  };
}

/** Sends one WhatsApp template message, or keeps it in the WhatsApp outbox when unconfigured (TEST MODE). */
export async function sendWhatsapp(message: ChannelMessage): Promise<ChannelReceipt> {
  const { WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_API_URL, WHATSAPP_DIR } = getEnv();
  const config = whatsappTemplates();
  if (!WHATSAPP_TOKEN || !WHATSAPP_PHONE_NUMBER_ID) {
    const request = whatsappRequest(message, config);
    const id = await writeToOutbox(WHATSAPP_DIR, {
      channel: "whatsapp",
      to: message.to,
      template: request.template.name,
      params: message.params,
      text: message.text,
      kind: message.kind,
      senderId: message.senderId,
    });
    return { providerId: `outbox-${id}` };
  }
  const answer = await postJson(`${WHATSAPP_API_URL}/${encodeURIComponent(WHATSAPP_PHONE_NUMBER_ID)}/messages`, whatsappRequest(message, config), {
    authorization: `Bearer ${WHATSAPP_TOKEN}`,
  });
  const id = (answer.messages as { id?: unknown }[] | undefined)?.[0]?.id;
  if (typeof id !== "string") throw new ChannelError("WhatsApp did not answer a message id", false);
  return { providerId: id };
}
