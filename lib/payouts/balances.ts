import "server-only";
import { connectToDatabase } from "@/lib/db";
import { availableBalance } from "@/lib/payouts/banks";
import { Event } from "@/models/Event";

export type PayoutBalance = { eventId: string; eventTitle: string; revenue: number; fee: number; paidOut: number; available: number };

/** Per event of the organiser: paid revenue, the platform fee, what was requested, and what is left. */
export async function listPayoutBalances(organizerId: string): Promise<PayoutBalance[]> {
  await connectToDatabase();
  const events = await Event.find({ organizer: organizerId }, { eventTitle: 1, revenueGenerated: 1, payoutsRequested: 1 })
    .sort({ createdAt: -1 })
    .limit(500)
    .lean();
  return events.map((event) => {
    const { fee, available } = availableBalance(event.revenueGenerated, event.payoutsRequested);
    return {
      eventId: String(event._id),
      eventTitle: event.eventTitle,
      revenue: event.revenueGenerated,
      fee,
      paidOut: event.payoutsRequested,
      available,
    };
  });
}
