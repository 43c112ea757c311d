import { z } from "zod";

export const checkInBody = z.object({
  checkInCode: z.string({ error: "Enter the attendee's check-in code" }).trim().min(1, "Enter the attendee's check-in code").max(32, "That is not a check-in code"),
});

export const attendeesQuery = z.object({ q: z.string().trim().max(100).optional() });
