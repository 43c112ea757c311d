import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { Event } from "@/models/Event";

// Who organises an event never changes, so each process remembers it (a bounded map) and the
// gate's hot path checks ownership without a read per scan.
const eventOrganizers = new Map<string, string>();
const REMEMBERED_ORGANIZERS = 10_000;

/** Who organises (owns) the event; 404 when it does not exist. Remembered per process, so hot paths read it once. */
export async function eventOrganiserId(eventId: string): Promise<string> {
  let organizer = eventOrganizers.get(eventId);
  if (!organizer) {
    await connectToDatabase();
    const event = await Event.findById(eventId, { organizer: 1 }).lean();
    if (!event) throw new ApiError("not_found", "Event not found");
    organizer = String(event.organizer);
    if (eventOrganizers.size >= REMEMBERED_ORGANIZERS) eventOrganizers.clear();
    eventOrganizers.set(eventId, organizer);
  }
  return organizer;
}

/** Throws unless the event exists and is the organiser's: the cheap ownership check of hot paths. */
export async function assertOrganiserEvent(organizerId: string, eventId: string): Promise<void> {
  if ((await eventOrganiserId(eventId)) !== organizerId) throw new ApiError("forbidden", "You can only manage your own events");
}
