import { z } from "zod";

/** What became of a sign-up sent by the newsletter form; `/newsletter?status=` names it. */
export const newsletterStatusSchema = z.enum(["subscribed", "already", "invalid", "limited", "failed"]);

export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;
