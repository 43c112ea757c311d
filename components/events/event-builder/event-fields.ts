import { callApi, type ApiResponse, type FieldMessages } from "@/lib/browser/call-api";
import { LIVE_SETTINGS_FIELDS } from "@/lib/domain/validations/event-live-settings";

export type CategoryOption = { _id: string; categoryName: string };

export const QUICK_REMINDER =
  "Quick reminder: after an event goes live only date, time, location and payment channels can be changed; all other details are locked.";

/** The event part of the form, in the order it is shown (and errors are focused). */
export const EVENT_FIELDS = [
  "eventTitle",
  "eventDescription",
  "eventLocation",
  "eventCategory",
  "startDate",
  "startTime",
  "endDate",
  "endTime",
  "eventAgenda",
  "eventRule",
  "totalTableNumber",
  "totalSeatNumber",
  "parkingAccess",
  "image",
  // The "Payments" section.
  "feeMode",
  "paymentChannels",
  // The waitlist (components/waitlist/waitlist-builder-fields.tsx), reminders (reminder-fields.tsx)
  // and tickets for people (ticket-holder-fields.tsx).
  ...LIVE_SETTINGS_FIELDS,
] as const;
export const TICKET_FIELDS = ["ticketPrice", "ticketQuantity", "ticketPurchaseLimit"] as const;

export type EventField = (typeof EVENT_FIELDS)[number] | (typeof TICKET_FIELDS)[number];
export type EventValues = Partial<Record<EventField, string>>;

export const FIELD_LABELS: Record<EventField, string> = {
  eventTitle: "Event title",
  eventDescription: "Description",
  eventLocation: "Location",
  eventCategory: "Category",
  startDate: "Start date",
  startTime: "Start time",
  endDate: "End date",
  endTime: "End time",
  eventAgenda: "Agenda",
  eventRule: "Rules",
  totalTableNumber: "Number of tables",
  totalSeatNumber: "Number of seats",
  parkingAccess: "Parking access",
  image: "Event image",
  feeMode: "Who pays the fees",
  paymentChannels: "Accepted payment channels",
  waitlistEnabled: "Waitlist when sold out",
  waitlistOfferMinutes: "Offer time (minutes)",
  messageReminders: "Reminders",
  ticketHolders: "A name on each ticket",
  holdersAskedAt: "When holders are asked",
  transfersAllowed: "Holders may pass tickets on",
  transfersUntil: "Transfers close",
  ticketPrice: "Ticket price",
  ticketQuantity: "Ticket quantity",
  ticketPurchaseLimit: "Purchase limit",
};

/** Fields of several checkboxes, read as their ticked values joined by commas (as the API takes them). */
const LIST_FIELDS = new Set<EventField>(["paymentChannels"]);

/** The form's text values by field name (the image is read separately). */
export function readValues(form: HTMLFormElement): EventValues {
  const data = new FormData(form);
  const values: EventValues = {};
  for (const field of [...EVENT_FIELDS, ...TICKET_FIELDS]) {
    if (LIST_FIELDS.has(field)) {
      // Present in the form (as a group of checkboxes) even when none is ticked.
      if (form.elements.namedItem(field))
        values[field] = data
          .getAll(field)
          .filter((value) => typeof value === "string")
          .join(",");
      continue;
    }
    const value = data.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** A whole count typed in a field of the form, or 0 when it is empty or not a number. */
export function countIn(form: HTMLFormElement | null, field: EventField): number {
  const value = form ? new FormData(form).get(field) : null;
  const count = typeof value === "string" && value.trim() !== "" ? Number(value) : 0;
  return Number.isFinite(count) ? count : 0;
}

export function chosenImage(form: HTMLFormElement): File | undefined {
  const file = new FormData(form).get("image");
  return file instanceof File && file.size > 0 ? file : undefined;
}

/** Server messages such as "is required" read better with the field's label in front. */
export function withLabels(messages: FieldMessages): FieldMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([field, message]) => [
      field,
      message && /^[a-z]/.test(message) ? `${FIELD_LABELS[field as EventField] ?? field} ${message}` : message,
    ]),
  );
}

/** Sends the event form (multipart, with its image) and labels the field messages of a refusal. */
export async function sendForm(path: string, method: "POST" | "PATCH", body: FormData): Promise<ApiResponse> {
  const response = await callApi(path, { method, body });
  return response.ok ? response : { ...response, fieldMessages: withLabels(response.fieldMessages) };
}
