import "server-only";
import { sendMail } from "@/lib/domain/mail/send-mail";
import type { ChannelMessage, ChannelReceipt } from "@/lib/domain/messages/channels/types";

/** E-mail goes through the app's one mailer: SMTP, or the mail outbox without SMTP_URL. */
export async function sendEmail(message: ChannelMessage): Promise<ChannelReceipt> {
  await sendMail({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? `<p>${escapeHtml(message.text).replace(/\n/g, "<br>")}</p>`,
  });
  return {};
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
