import { z } from "zod";
import { CHANNELS } from "@/lib/domain/messages/channels/types";
import { lagosMoment, lineText, multilineText, objectId } from "@/lib/domain/validations/common";

/** The segments a message can go to (each registered in lib/domain/messages/segments). */
export const SEGMENT_KINDS = ["all_holders", "ticket_type", "checked_in", "not_checked_in", "order", "waitlist"] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

export const SEGMENT_LABELS: Record<SegmentKind, string> = {
  all_holders: "Everyone with a ticket",
  ticket_type: "Holders of one ticket type",
  checked_in: "Checked in",
  not_checked_in: "Not checked in yet",
  order: "One order",
  waitlist: "Everyone on the waitlist",
};

export const MESSAGE_SUBJECT_MAX = 120;
/** SMS of more than 160 characters go as several parts, each paid for; WhatsApp takes the text as one template parameter. */
export const MESSAGE_BODY_MAX = 600;

const blank = (value: unknown) => (value === "" || value === null ? undefined : value);

export const messageSegmentSchema = z.object({
  kind: z.enum(SEGMENT_KINDS, { error: "Choose who the message goes to" }),
  ticketTypeId: z.preprocess(blank, objectId.optional()),
  orderId: z.preprocess(blank, lineText().trim().max(64).optional()),
});

export const createMessageSchema = z.object({
  segment: messageSegmentSchema,
  channels: z
    .array(z.enum(CHANNELS, { error: "A channel is email, sms or whatsapp" }), { error: "Choose at least one channel" })
    .min(1, "Choose at least one channel")
    .max(CHANNELS.length)
    .transform((channels) => [...new Set(channels)]),
  subject: lineText({ error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(MESSAGE_SUBJECT_MAX, `Subject must be at most ${MESSAGE_SUBJECT_MAX} characters`),
  body: multilineText({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(MESSAGE_BODY_MAX, `Message must be at most ${MESSAGE_BODY_MAX} characters`),
  // Lagos wall-clock time ("2026-12-12T18:00") or an instant; absent: now.
  sendAt: lagosMoment("Send time must be a date and time"),
});

export type CreateMessageInput = z.infer<typeof createMessageSchema>;

export const optOutSchema = z.object({
  token: lineText({ error: "The opt-out link is incomplete" }).trim().min(10, "The opt-out link is incomplete").max(2_000),
});
