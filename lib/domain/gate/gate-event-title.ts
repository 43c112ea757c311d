import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { Event } from "@/models/Event";

/** An event's title for the gate pages (access is decided before, by the gate actor). */
export async function gateEventTitle(eventId: string): Promise<string> {
  await connectToDatabase();
  const event = await Event.findById(eventId, { eventTitle: 1 }).lean();
  return event?.eventTitle ?? "";
}
