import "server-only";
import { connectToDatabase } from "@/lib/db";
import { usableCheckInLink } from "@/lib/team/check-in-links";
import { Event } from "@/models/Event";

export type GateView = {
  linkName: string;
  expiresAt: string;
  eventId: string;
  eventTitle: string;
  startDate: string;
  startTime: string;
  eventLocation: string;
};

/** What a check-in link's page shows about its door: the link's name and the event, while the link works; null otherwise. */
export async function gateView(token: string): Promise<GateView | null> {
  const link = await usableCheckInLink(token);
  if (!link) return null;
  await connectToDatabase();
  const event = await Event.findById(link.eventId, { eventTitle: 1, startDate: 1, startTime: 1, eventLocation: 1 }).lean();
  if (!event) return null;
  return {
    linkName: link.name,
    expiresAt: link.expiresAt,
    eventId: link.eventId,
    eventTitle: event.eventTitle ?? "",
    startDate: event.startDate ?? "",
    startTime: event.startTime ?? "",
    eventLocation: event.eventLocation ?? "",
  };
}
