import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { usableCheckInLink } from "@/lib/domain/gate/check-in-links";
import { Event } from "@/models/Event";

export type GateView = { linkName: string; expiresAt: string; eventId: string; eventTitle: string };

/** What a check-in link's scanner shows about its door: the link's name and expiry and the event's title, while the link works; null otherwise. */
export async function gateView(token: string): Promise<GateView | null> {
  const link = await usableCheckInLink(token);
  if (!link) return null;
  await connectToDatabase();
  const event = await Event.findById(link.eventId, { eventTitle: 1 }).lean();
  if (!event) return null;
  return { linkName: link.name, expiresAt: link.expiresAt, eventId: link.eventId, eventTitle: event.eventTitle ?? "" };
}
