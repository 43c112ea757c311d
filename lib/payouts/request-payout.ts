import "server-only";
import { ApiError } from "@/lib/api/errors";
import { connectToDatabase } from "@/lib/db";
import { availableBalance } from "@/lib/payouts/banks";
import type { PayoutRequest } from "@/lib/validations/payout";
import { Event } from "@/models/Event";
import { Payout } from "@/models/Payout";

/**
 * Records a payout request against one of the organiser's events. The amount is reserved with a
 * conditional $inc on the event (only while it stays within the balance read), so concurrent
 * requests can never add up to more than the balance; revenue only grows, so a stale read is safe.
 */
export async function requestPayout(organizerId: string, request: PayoutRequest) {
  await connectToDatabase();
  const event = await Event.findById(request.eventId, { organizer: 1, revenueGenerated: 1, payoutsRequested: 1 }).lean();
  if (!event) throw new ApiError("not_found", "Event not found");
  if (String(event.organizer) !== organizerId) throw new ApiError("forbidden", "You can only request payouts for your own events");

  const { fee } = availableBalance(event.revenueGenerated, 0);
  const ceiling = Math.floor(event.revenueGenerated - fee);
  const reserved = await Event.updateOne(
    { _id: request.eventId, organizer: organizerId, payoutsRequested: { $lte: ceiling - request.amount } },
    { $inc: { payoutsRequested: request.amount } },
  );
  if (reserved.modifiedCount !== 1) {
    const left = availableBalance(event.revenueGenerated, event.payoutsRequested).available;
    throw new ApiError("unprocessable_entity", `You can request at most #${left.toLocaleString("en-NG")} for this event`, {
      amount: [`must be at most ${left}`],
    });
  }
  try {
    const payout = await Payout.create({ organizer: organizerId, event: request.eventId, ...request });
    return { _id: String(payout._id), amount: payout.amount, status: payout.status };
  } catch (error) {
    await Event.updateOne({ _id: request.eventId }, { $inc: { payoutsRequested: -request.amount } });
    throw error;
  }
}
