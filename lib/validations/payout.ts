import { z } from "zod";
import { NIGERIAN_BANKS } from "@/lib/payouts/banks";
import { objectId, pagination } from "@/lib/validations/common";

export const payoutRequestSchema = z.object({
  eventId: objectId,
  amount: z.coerce.number({ error: "Enter an amount" }).int("Enter a whole number of naira").min(1, "Enter an amount of at least #1"),
  bankAccountName: z.string({ error: "Enter the account name" }).trim().min(2, "Enter the account name").max(120),
  bankAccountNumber: z
    .string({ error: "Enter the account number" })
    .trim()
    .regex(/^\d{10}$/, "A Nigerian account number (NUBAN) has exactly 10 digits"),
  bankName: z.enum(NIGERIAN_BANKS, { error: "Choose a bank from the list" }),
});

export const ticketSalesQuery = pagination(100, 20).extend({ eventId: objectId.optional() });

export type PayoutRequest = z.output<typeof payoutRequestSchema>;
