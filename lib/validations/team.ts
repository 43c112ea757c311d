import { z } from "zod";
import { lineText, objectId, strictNumber } from "@/lib/validations/common";
import { TEAM_ROLE_NAMES } from "@/lib/team/roles";

const optionalEvent = z.preprocess((value) => (value === "" || value === "all" ? undefined : value), objectId.optional());

/** An invitation: an e-mail address, a role, and one event (or none: all the owner's events). */
export const invitationSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address").max(254)),
  role: z.enum(TEAM_ROLE_NAMES, { error: "Choose a role" }),
  eventId: optionalEvent,
});
export type InvitationInput = z.infer<typeof invitationSchema>;

export const acceptInvitationSchema = z.object({ token: z.string().min(16).max(200) });

/** How long a check-in link works: from an hour to 30 days. */
export const LINK_LIFETIMES_HOURS = [12, 24, 48, 72, 168, 720] as const;

export const checkInLinkSchema = z.object({
  eventId: objectId,
  name: lineText().trim().min(1, "Name the link, such as Gate B").max(60, "Keep the name under 60 characters"),
  expiresInHours: strictNumber(z.number().int().min(1, "At least an hour").max(720, "At most 30 days")),
});
export type CheckInLinkInput = z.infer<typeof checkInLinkSchema>;

export const teamItemParams = z.object({ id: objectId });
export const linkTokenParams = z.object({ token: z.string().min(16).max(200) });
