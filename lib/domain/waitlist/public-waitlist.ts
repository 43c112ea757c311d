// Waitlist, on the public event page: whether it takes entries, and for which ticket types.
import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { waitlistSettingsOf } from "@/lib/domain/waitlist/waitlist-settings";
import { Event } from "@/models/Event";

/** What the event page knows of the event (its public view). */
type ShownEvent = {
  _id: string;
  status: string;
  endsAt: string;
  ticketsAvailable: number;
  ticketPurchaseLimit: number;
  ticketTypes: { _id: string; name: string; maxPerOrder: number; state: string }[];
};

export type WaitlistChoice = { _id: string; name: string; maxParty: number };
export type PageWaitlist = { open: true; types: WaitlistChoice[] } | { open: false; reason: "closed" | "off" | "not_sold_out" };

/**
 * The types a visitor may queue for: those sold out (all shown types when the event is), each with
 * its party limit; none when the list is switched off or closed, or nothing is sold out.
 */
export async function pageWaitlist(event: ShownEvent): Promise<PageWaitlist> {
  if (event.status === "cancelled" || new Date(event.endsAt) <= new Date()) return { open: false, reason: "off" };
  const eventSoldOut = event.ticketsAvailable <= 0;
  const soldOut = event.ticketTypes.filter((type) => eventSoldOut || type.state === "sold_out");
  if (soldOut.length === 0) return { open: false, reason: "not_sold_out" };
  await connectToDatabase();
  const stored = await Event.findById(event._id, { waitlist: 1 }).lean();
  const settings = waitlistSettingsOf(stored ?? {});
  if (!settings.enabled) return { open: false, reason: "off" };
  if (settings.closed) return { open: false, reason: "closed" };
  const limit = event.ticketPurchaseLimit;
  return { open: true, types: soldOut.map((type) => ({ _id: type._id, name: type.name, maxParty: Math.max(1, Math.min(type.maxPerOrder, limit)) })) };
}
