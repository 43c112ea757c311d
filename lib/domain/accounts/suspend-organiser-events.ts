import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { cancelEvent } from "@/lib/domain/events/cancel-event";
import { announceEventChange } from "@/lib/domain/change-feed/announce-event-change";
import { Event } from "@/models/Event";
import { User } from "@/models/User";

/*
 * A disabled organiser's events stop selling at once and leave the listings (`suspended`); they
 * come back if the deletion is cancelled. At erasure, the events that have not ended are cancelled
 * through the cancellation service, which refunds every paid order: nobody would be left to honour
 * those tickets. Ended events and their orders stay, so attendees keep their ticket history.
 */

export const ERASURE_CANCEL_MESSAGE = "The organiser has closed their Scheditix account, so this event is cancelled and every ticket is refunded.";

async function announceListingChanges(eventIds: unknown[]) {
  for (const id of eventIds) await announceEventChange(String(id), "listing");
}

/** Takes every event of the organiser off sale (and out of the listings). */
export async function suspendOrganiserEvents(organiserId: string): Promise<void> {
  await connectToDatabase();
  const events = await Event.find({ organizer: organiserId, suspended: { $exists: false } }, { _id: 1 }).lean();
  if (events.length === 0) return;
  await Event.updateMany({ organizer: organiserId, suspended: { $exists: false } }, { $set: { suspended: "account_closing" } });
  await announceListingChanges(events.map((event) => event._id));
}

/** Puts the organiser's events back on sale (the deletion was cancelled), or lifts the mark once they are erased. */
export async function resumeOrganiserEvents(organiserId: string): Promise<void> {
  await connectToDatabase();
  const events = await Event.find({ organizer: organiserId, suspended: "account_closing" }, { _id: 1 }).lean();
  if (events.length === 0) return;
  await Event.updateMany({ organizer: organiserId, suspended: "account_closing" }, { $unset: { suspended: 1 } });
  await announceListingChanges(events.map((event) => event._id));
}

/**
 * Cancels (and so refunds) every event of an organiser being erased that has not ended. Safe to run
 * again and in several instances: an event already cancelled is skipped, or its cancellation resumed.
 */
export async function cancelOpenEventsOfErasedOrganiser(organiserId: string, now = new Date()): Promise<void> {
  await connectToDatabase();
  const open = await Event.find({ organizer: organiserId, endsAt: { $gt: now } }, { _id: 1, cancelledAt: 1, cancellationRefunds: 1 }).lean();
  for (const event of open) {
    if (event.cancelledAt && event.cancellationRefunds !== "due") continue;
    try {
      await cancelEvent(organiserId, String(event._id), ERASURE_CANCEL_MESSAGE);
    } catch (error) {
      // Another instance finished it first.
      if (!(error instanceof ApiError && error.code === "conflict")) throw error;
    }
  }
}

/**
 * Brings event suspensions in line with their organisers after a crash between the two writes of a
 * deletion or its cancellation: every disabled organiser's events suspended, no live organiser's.
 */
export async function reconcileSuspensions(): Promise<void> {
  await connectToDatabase();
  const disabled = await User.find({ deletionRequestedAt: { $exists: true } }, { _id: 1 })
    .limit(500)
    .lean();
  for (const { _id } of disabled) await suspendOrganiserEvents(String(_id));
  const organisers = await Event.distinct("organizer", { suspended: "account_closing" });
  for (const organiser of organisers) {
    // An erased organiser's (ended or cancelled) events are released too: nothing of them can sell.
    if (!(await User.exists({ _id: organiser, deletionRequestedAt: { $exists: true } }))) await resumeOrganiserEvents(String(organiser));
  }
}
