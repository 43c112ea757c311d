import "server-only";
import { listMyUpcomingEvents } from "@/lib/domain/attendee/my-events";
import { connectToDatabase } from "@/lib/platform/db";
import { formatLagosMoment } from "@/lib/platform/time/lagos";
import { Event } from "@/models/Event";

export type DeletionLosses = {
  /** Events to come the account holds tickets for: the tickets go with the account. */
  tickets: { eventTitle: string; startsAt: string; ticketCount: number }[];
  /** Events it organises that have not ended: cancelled and refunded when it is erased. */
  organisedEvents: { eventTitle: string; startsAt: string; ticketsSold: number }[];
};

/** What deleting the account takes away, listed before the owner confirms (dates in Lagos time). */
export async function deletionLosses(userId: string): Promise<DeletionLosses> {
  await connectToDatabase();
  const now = new Date();
  const [upcoming, organised] = await Promise.all([
    listMyUpcomingEvents(userId),
    Event.find({ organizer: userId, endsAt: { $gt: now }, cancelledAt: { $exists: false } }, { eventTitle: 1, startsAt: 1, ticketSold: 1 })
      .sort({ startsAt: 1 })
      .limit(200)
      .lean(),
  ]);
  return {
    tickets: upcoming.map((event) => ({
      eventTitle: event.eventTitle,
      startsAt: formatLagosMoment(new Date(event.startsAt)),
      ticketCount: event.ticketCount,
    })),
    organisedEvents: organised.map((event) => ({
      eventTitle: event.eventTitle,
      startsAt: formatLagosMoment(event.startsAt),
      ticketsSold: event.ticketSold ?? 0,
    })),
  };
}
