import { z } from "zod";
import { lineText, objectId, strictNumber } from "@/lib/domain/validations/common";
import { TEAM_ROLE_NAMES } from "@/lib/domain/access/roles";

const optionalEvent = z.preprocess((value) => (value === "" || value === "all" ? undefined : value), objectId.optional());

/** An invitation: an e-mail address, a role, and one event (or none: all the owner's events). */
export const invitationSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address").max(254)),
  role: z.enum(TEAM_ROLE_NAMES, { error: "Choose a role" }),
  eventId: optionalEvent,
});
export type InvitationInput = z.infer<typeof invitationSchema>;

export const acceptInvitationSchema = z.object({ token: z.string().min(16).max(200) });

/** How long a check-in link works: from 12 hours (a whole day's doors, with no link stopping mid-queue) to 30 days. */
export const LINK_LIFETIMES_HOURS = [12, 24, 48, 72, 168, 720] as const;

export const MIN_LINK_HOURS = LINK_LIFETIMES_HOURS[0];

export const checkInLinkSchema = z.object({
  eventId: objectId,
  name: lineText().trim().min(1, "Name the link, such as Gate B").max(60, "Keep the name under 60 characters"),
  expiresInHours: strictNumber(
    z
      .number()
      .int("Give the hours as a whole number")
      .min(MIN_LINK_HOURS, `A check-in link lasts at least ${MIN_LINK_HOURS} hours, so it cannot stop working while the doors are open`)
      .max(720, "At most 30 days"),
  ),
});
export type CheckInLinkInput = z.infer<typeof checkInLinkSchema>;

export const teamItemParams = z.object({ id: objectId });
export const linkTokenParams = z.object({ token: z.string().min(16).max(200) });
