// Who holds a ticket, as a buyer, a holder or an organiser types it (docs/tickets-for-people.md):
// a name, and a Nigerian phone normalised by the sign-up rules (the 10 digits after +234).
import { z } from "zod";
import { AUTH_MESSAGES, FULLNAME_MAX_LENGTH, NIGERIAN_MOBILE, phoneDigits } from "@/lib/domain/validations/auth-rules";
import { lineText } from "@/lib/domain/validations/common";

export const HOLDER_NAME_MESSAGE = "Enter the ticket holder's full name";

export const holderName = lineText({ error: HOLDER_NAME_MESSAGE })
  .trim()
  .min(2, HOLDER_NAME_MESSAGE)
  .max(FULLNAME_MAX_LENGTH, AUTH_MESSAGES.fullnameTooLong);

/** A phone typed with or without 0, +234, spaces or dashes; blank means none. */
export const holderPhone = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : typeof value === "string" && value.trim() === "" ? undefined : value),
  lineText().transform(phoneDigits).pipe(z.string().regex(NIGERIAN_MOBILE, AUTH_MESSAGES.phoneInvalid)).optional(),
);

export const holderSchema = z.object({ name: holderName, phone: holderPhone });
export type HolderInput = z.output<typeof holderSchema>;

/** One holder per ticket, in seat order; a form may send the list as JSON text. */
export const holdersField = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    if (value.trim() === "") return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.array(holderSchema, { error: "Holders must be a list of { name, phone }" }).max(1_000).optional(),
);
