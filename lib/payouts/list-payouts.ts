import "server-only";
import { connectToDatabase } from "@/lib/db";
import { Event } from "@/models/Event";
import { Payout } from "@/models/Payout";

/** The organiser's payout requests, newest first. */
export async function listPayouts(organizerId: string) {
  await connectToDatabase();
  const payouts = await Payout.find({ organizer: organizerId }).sort({ createdAt: -1 }).limit(200).lean();
  const events = await Event.find({ _id: { $in: payouts.map((payout) => payout.event) } }, { eventTitle: 1 }).lean();
  const titles = new Map(events.map((event) => [String(event._id), event.eventTitle]));
  return payouts.map((payout) => ({
    _id: String(payout._id),
    eventTitle: titles.get(String(payout.event)) ?? "",
    amount: payout.amount,
    bankAccountName: payout.bankAccountName,
    bankAccountNumber: payout.bankAccountNumber,
    bankName: payout.bankName,
    status: payout.status,
    note: payout.note ?? "",
    createdAt: payout.createdAt.toISOString(),
  }));
}
