import "server-only";
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/platform/db";
import { Event } from "@/models/Event";
import { Payout, type PayoutDoc } from "@/models/Payout";

type PayoutFields = PayoutDoc & { _id: Types.ObjectId; createdAt: Date };

/** The organiser's payout requests, newest first. */
export async function listPayouts(organiserId: string) {
  await connectToDatabase();
  return describePayouts(await Payout.find({ organizer: organiserId }).sort({ createdAt: -1 }).limit(200).lean());
}

/** One event's payout requests, newest first (what its owner's finance team sees). */
export async function listEventPayouts(eventId: string) {
  await connectToDatabase();
  return describePayouts(await Payout.find({ event: eventId }).sort({ createdAt: -1 }).limit(200).lean());
}

async function describePayouts(payouts: PayoutFields[]) {
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

export type PayoutRow = Awaited<ReturnType<typeof describePayouts>>[number];
