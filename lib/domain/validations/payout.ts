import { z } from "zod";
import { cursorParam } from "@/lib/domain/paging/keyset-cursor";
import { lineText, objectId, pagination, strictNumber } from "@/lib/domain/validations/common";

export const payoutRequestSchema = z.object({
  eventId: objectId,
  amount: strictNumber(
    z
      .number({ error: (issue) => (issue.input === undefined ? "Enter an amount" : "Enter the amount as a number of naira") })
      .int("Enter a whole number of naira")
      .min(1, "Enter an amount of at least ₦1"),
  ),
});

const accountNumber = lineText({ error: "Enter the account number" })
  .trim()
  .regex(/^\d{10}$/, "A Nigerian account number (NUBAN) has exactly 10 digits");
const bankCode = lineText({ error: "Choose a bank" })
  .trim()
  .regex(/^[A-Za-z0-9-]{2,20}$/, "Choose a bank from the list");

/** Resolve (query) and save (body): the bank from the gateway's list and the 10-digit number. */
export const payoutAccountSchema = z.object({ accountNumber, bankCode });

/** `cursor` (a page's `meta.nextCursor` or `meta.previousCursor`) asks for the page after or before it instead of `page`. */
export const ticketSalesQuery = pagination(100, 20).extend({ eventId: objectId.optional(), cursor: cursorParam.optional() });

export type PayoutRequest = z.output<typeof payoutRequestSchema>;
export type PayoutAccountInput = z.output<typeof payoutAccountSchema>;
