// Tickets for people, as the organiser sets them per event: whether each ticket names its holder
// (and when that is asked), and whether tickets may be passed on, until when. Shared by the event
// builder (in the browser) and the create and edit endpoints (docs/tickets-for-people.md).
import { z } from "zod";
import { lagosMoment } from "@/lib/domain/validations/common";

export const TICKET_HOLDER_MODES = ["none", "name", "name_and_phone"] as const;
export type TicketHolderMode = (typeof TICKET_HOLDER_MODES)[number];
export const HOLDERS_ASKED_AT = ["purchase", "later"] as const;
export type HoldersAskedAt = (typeof HOLDERS_ASKED_AT)[number];

/** Form fields arrive as strings (multipart); a blank one means "not given". */
const blankAsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const ticketHolderFields = {
  ticketHolders: z.preprocess(
    blankAsMissing,
    z.enum(TICKET_HOLDER_MODES, { error: 'Ticket holders must be "none", "name" or "name_and_phone"' }).optional(),
  ),
  holdersAskedAt: z.preprocess(
    blankAsMissing,
    z.enum(HOLDERS_ASKED_AT, { error: 'Ask for holders at "purchase" or "later" (through each ticket\'s link)' }).optional(),
  ),
  transfersAllowed: z.preprocess(
    (value) => (typeof value === "boolean" ? (value ? "yes" : "no") : blankAsMissing(value)),
    z
      .enum(["yes", "no"], { error: "Transfers allowed must be yes or no" })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === "yes")),
  ),
  // A Lagos wall-clock moment (`YYYY-MM-DDTHH:MM`) or an ISO instant; not given: the event's start.
  transfersUntil: lagosMoment("Transfers close must be a date and time (YYYY-MM-DDTHH:MM)"),
};
