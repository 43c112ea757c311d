import { z } from "zod";
import { messagesOfZodError, type FieldMessages } from "@/lib/browser/call-api";
import type { EventValues } from "@/components/events/event-builder/event-fields";
import { PLAN_LIMITS, PLAN_NAMES, type Plan } from "@/lib/domain/plans/plan-limits";
import { eventFields, scheduleIssues } from "@/lib/domain/validations/event";

const eventPartSchema = z.object(eventFields).pick({
  eventTitle: true,
  eventDescription: true,
  eventLocation: true,
  eventAgenda: true,
  eventRule: true,
  startDate: true,
  startTime: true,
  endDate: true,
  endTime: true,
  totalTableNumber: true,
  totalSeatNumber: true,
  parkingAccess: true,
  feeMode: true,
  paymentChannels: true,
  messageReminders: true,
});

/** Client-side messages for the event part: the shared schema, the schedule rules, category and image. */
export function checkEventPart(values: EventValues, image: File | undefined): FieldMessages {
  const messages: FieldMessages = {};
  const parsed = eventPartSchema.safeParse(values);
  if (!parsed.success) Object.assign(messages, messagesOfZodError(parsed.error));
  else for (const issue of scheduleIssues(parsed.data)) messages[issue.path] ??= issue.message;
  if (!values.eventCategory) messages.eventCategory = "Select a category";
  if (!image) messages.image = "Add an image for the event";
  return messages;
}

export function planLimitText(plan: Plan): string {
  const { maxOpenEvents, maxTicketsPerEvent } = PLAN_LIMITS[plan];
  const tickets = Number.isFinite(maxTicketsPerEvent)
    ? `up to ${maxTicketsPerEvent.toLocaleString("en-NG")} tickets per event`
    : "unlimited tickets per event";
  const events = Number.isFinite(maxOpenEvents) ? `${maxOpenEvents} upcoming event at a time` : "unlimited events";
  return `Your ${PLAN_NAMES[plan]} plan allows ${tickets} and ${events}.`;
}
