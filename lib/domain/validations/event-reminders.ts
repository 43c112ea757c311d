// The event's automatic reminders (lib/domain/messages/reminders), as the organiser sets them in the
// event form and the create and edit endpoints take them.
import { z } from "zod";

export const REMINDERS_MESSAGE = 'Reminders must be "on" or "off"';

/** "on" / "off" (a boolean is taken too); absent or blank means "not given" (creating: on; editing: no change). */
export const messageRemindersField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : typeof value === "boolean" ? (value ? "on" : "off") : value),
  z
    .enum(["on", "off"], { error: REMINDERS_MESSAGE })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "on")),
);

/** Reminders are on unless the organiser turned them off. */
export const remindersOn = (event: { messageReminders?: boolean | null }) => event.messageReminders !== false;
