import "server-only";
import { cache } from "react";
import { connectToDatabase } from "@/lib/platform/db";
import { Event } from "@/models/Event";

/**
 * One account can both organise and attend; it counts as an organiser once it has created an
 * event (cancelled and ended ones included). The dashboard shows organiser menus only then.
 * One read per request: the dashboard's layout and its page share it.
 */
export const hasOrganisedEvents = cache(async (userId: string): Promise<boolean> => {
  await connectToDatabase();
  return Boolean(await Event.exists({ organizer: userId }));
});
