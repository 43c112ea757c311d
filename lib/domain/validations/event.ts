import { z } from "zod";
import { DATE_PATTERN, TIME_PATTERN, lagosDate, lagosInstant } from "@/lib/platform/time/lagos";
import { lineText, multilineText, numberNamed, objectId, pagination, searchQuery, strictNumber } from "@/lib/domain/validations/common";
import { ticketTypesField } from "@/lib/domain/validations/ticket-type";
import { feeModeField, paymentChannelsField } from "@/lib/domain/validations/event-payment-terms";
import { waitlistEventFields } from "@/lib/domain/validations/waitlist";
import { messageRemindersField } from "@/lib/domain/validations/event-reminders";
import { ticketHolderFields } from "@/lib/domain/validations/event-ticket-holders";

export const eventIdParams = z.object({ id: objectId });

/** `?q=&category=&page=&limit=` of the public event list. */
export const eventListQuery = pagination(100, 50).extend({
  q: searchQuery,
  category: lineText().trim().max(60).optional(),
});

/** Form fields arrive as strings (multipart); a blank one means "not given". */
const blankAsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const text = (label: string, min: number, max: number, { multiline = false } = {}) =>
  z.preprocess(
    blankAsMissing,
    (multiline ? multilineText : lineText)({ error: `${label} is required` })
      .trim()
      .min(min, `${label} must be at least ${min} characters`)
      .max(max, `${label} must be at most ${max} characters`),
  );

const optionalText = (label: string, max: number) =>
  z.preprocess((value) => value ?? "", multilineText().trim().max(max, `${label} must be at most ${max} characters`));

const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    blankAsMissing,
    strictNumber(
      numberNamed(label)
        .int(`${label} must be a whole number`)
        .min(min, `${label} must be at least ${min.toLocaleString("en-NG")}`)
        .max(max, `${label} must be at most ${max.toLocaleString("en-NG")}`),
    ),
  );

/**
 * A count the organiser may leave out: seating (a standing concert has no tables or seats). A blank
 * field means none (0); an absent one is "not given", which creating reads as 0 and editing as no change.
 */
const optionalCount = (label: string, max: number) =>
  z
    .preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? 0 : value),
      strictNumber(
        numberNamed(label)
          .int(`${label} must be a whole number`)
          .min(0, `${label} must be at least 0`)
          .max(max, `${label} must be at most ${max.toLocaleString("en-NG")}`),
      ),
    )
    .optional();

const date = (label: string) =>
  z.preprocess(blankAsMissing, z.string({ error: `${label} is required` }).regex(DATE_PATTERN, `${label} must be a date (YYYY-MM-DD)`));
const time = (label: string) =>
  z.preprocess(blankAsMissing, z.string({ error: `${label} is required` }).regex(TIME_PATTERN, `${label} must be a time (HH:MM)`));

export const eventFields = {
  eventTitle: text("Title", 3, 150),
  eventDescription: text("Description", 10, 5_000, { multiline: true }),
  eventLocation: text("Location", 3, 200),
  eventAgenda: optionalText("Agenda", 5_000),
  eventRule: optionalText("Rules", 5_000),
  startDate: date("Start date"),
  startTime: time("Start time"),
  endDate: date("End date"),
  endTime: time("End time"),
  ticketPrice: wholeNumber("Ticket price", 0, 10_000_000),
  ticketQuantity: wholeNumber("Ticket quantity", 1, 1_000_000),
  ticketPurchaseLimit: wholeNumber("Purchase limit", 1, 1_000),
  totalTableNumber: optionalCount("Number of tables", 10_000),
  totalSeatNumber: optionalCount("Number of seats", 1_000_000),
  parkingAccess: z.preprocess(blankAsMissing, z.enum(["yes", "no"], { error: "Parking access must be yes or no" })),
  // Shown among the home page's featured events (Pro and Premium plans).
  featured: z
    .preprocess(blankAsMissing, z.enum(["yes", "no"], { error: "Featured must be yes or no" }).default("no"))
    .transform((value) => value === "yes"),
  // Not given: the buyer pays the ticket price (absorb) and may pay by any channel.
  feeMode: feeModeField,
  paymentChannels: paymentChannelsField.optional(),
  // Waitlist (docs/waitlist.md): on by default, and how long an offer holds its seats.
  ...waitlistEventFields,
  // Not given: reminders 24 h and 2 h before the start are on.
  messageReminders: messageRemindersField,
  // A holder per ticket and passing tickets on (docs/tickets-for-people.md); not given: no holders, transfers until the start.
  ...ticketHolderFields,
};

type Schedule = { startDate: string; startTime: string; endDate: string; endTime: string };

/** Dates not in the past (Lagos calendar) and an end after the start. */
export function scheduleIssues(schedule: Schedule, now = new Date()): { path: keyof Schedule; message: string }[] {
  const issues: { path: keyof Schedule; message: string }[] = [];
  const startsAt = lagosInstant(schedule.startDate, schedule.startTime);
  const endsAt = lagosInstant(schedule.endDate, schedule.endTime);
  if (!startsAt) issues.push({ path: "startDate", message: "Start date is not a real date" });
  if (!endsAt) issues.push({ path: "endDate", message: "End date is not a real date" });
  if (schedule.startDate < lagosDate(now)) issues.push({ path: "startDate", message: "Start date cannot be in the past" });
  if (startsAt && endsAt && endsAt <= startsAt) issues.push({ path: "endDate", message: "The event must end after it starts" });
  return issues;
}

/**
 * Either the existing client's single ticket (price, quantity: one "Regular" type) or a list of
 * ticket types (JSON text in the multipart form), from which the single-ticket figures are derived.
 */
export const createEventSchema = z
  .object({
    ...eventFields,
    ticketPrice: eventFields.ticketPrice.optional(),
    ticketQuantity: eventFields.ticketQuantity.optional(),
    totalTableNumber: eventFields.totalTableNumber.default(0),
    totalSeatNumber: eventFields.totalSeatNumber.default(0),
    ticketTypes: ticketTypesField,
  })
  .superRefine((event, ctx) => {
    for (const issue of scheduleIssues(event)) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    if (!event.ticketTypes) {
      if (event.ticketPrice === undefined) ctx.addIssue({ code: "custom", path: ["ticketPrice"], message: "Ticket price is required" });
      if (event.ticketQuantity === undefined) ctx.addIssue({ code: "custom", path: ["ticketQuantity"], message: "Ticket quantity is required" });
    }
  })
  .transform((event) => {
    const types = event.ticketTypes;
    const ticketQuantity = types ? types.reduce((sum, type) => sum + type.quantity, 0) : (event.ticketQuantity as number);
    const ticketPrice = types ? Math.min(...types.filter((type) => !type.hidden).map((type) => type.price)) : (event.ticketPrice as number);
    return { ...event, ticketQuantity, ticketPrice };
  })
  .superRefine((event, ctx) => {
    if (event.ticketPurchaseLimit > event.ticketQuantity) {
      ctx.addIssue({ code: "custom", path: ["ticketPurchaseLimit"], message: "Purchase limit cannot be more than the ticket quantity" });
    }
  });

/** Every field optional; the service checks the merged result and what may change once the event is live. */
export const updateEventSchema = z.object({ ...eventFields, eventCategory: objectId }).partial();

export const categoryIdParams = z.object({ categoryId: objectId });

export const organiserEventsParams = z.object({ userId: objectId });

export type CreateEventInput = z.output<typeof createEventSchema>;
export type UpdateEventInput = z.output<typeof updateEventSchema>;
