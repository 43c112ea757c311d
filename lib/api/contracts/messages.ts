import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { eventIdParams } from "@/lib/domain/validations/event";
import { createMessageSchema, optOutSchema } from "@/lib/domain/validations/message";

export const createMessageEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/events/{id}/messages",
  summary:
    "Write to the event's ticket holders (everyone, a ticket type, checked in or not, one order) by e-mail, SMS and/or WhatsApp, now or at `sendAt` (Lagos time)",
  tags: ["messages"],
  auth: "required",
  params: eventIdParams,
  body: createMessageSchema,
  success: {
    status: 201,
    description:
      "`data` is the message ({_id, status: scheduled | sent, sendAt, recipients, deliveries}). Recipients are named when it goes out, each person once; those who opted out get nothing. 429 past the plan's messages a day; 422 when its SMS/WhatsApp would pass the plan's daily allowance",
  },
});

export const listMessagesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/events/{id}/messages",
  summary: "The event's messages with their deliveries counted by status, and the newest deliveries (reminders too)",
  tags: ["messages"],
  auth: "required",
  params: eventIdParams,
  success: {
    status: 200,
    description:
      "`data` is {messages: [{_id, subject, body, segment, channels, status, sendAt, sentAt, refusal, recipients, counts: {queued, sending, sent, delivered, failed}}], deliveries: [{_id, kind, channel, to, name, subject, status, attempts, lastError, updatedAt}], counts}",
  },
});

export const optOutEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/messages/opt-out",
  summary: "Stop an organiser's messages to the addresses of a signed opt-out link (no sign-in)",
  tags: ["messages"],
  auth: "public",
  body: optOutSchema,
  success: {
    status: 200,
    description:
      "`data` is null. The organiser's messages and reminders no longer reach these addresses on any channel; tickets and waitlist offers still do",
  },
});

export const termiiReportEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/webhooks/termii",
  summary: "Termii's SMS delivery reports (the URL carries `?key=` TERMII_WEBHOOK_SECRET)",
  tags: ["messages"],
  auth: "public",
  query: z.object({ key: z.string().max(200).optional() }),
  body: z.object({ message_id: z.union([z.string(), z.number()]).optional(), status: z.string().optional() }).loose(),
  success: { status: 200, description: "`data` is {recorded}: deliveries marked delivered or failed" },
});

// The route reads the raw body itself (the signature covers its bytes); this describes it.
export const whatsappReportEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/webhooks/whatsapp",
  summary:
    "WhatsApp Cloud API status callbacks, signed with X-Hub-Signature-256 (HMAC-SHA256 of the body under WHATSAPP_APP_SECRET); GET answers Meta's subscription check",
  tags: ["messages"],
  auth: "public",
  body: z.object({ object: z.string().optional(), entry: z.array(z.unknown()).optional() }).loose(),
  success: { status: 200, description: "`data` is {recorded}: deliveries marked delivered (delivered, read) or failed; 401 on a bad signature" },
});
