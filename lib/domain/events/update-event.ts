import "server-only";
import { ApiError, type FieldErrors } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { consumeEditAllowance } from "@/lib/domain/events/edit-allowance";
import { announceEventChange } from "@/lib/domain/change-feed/announce-event-change";
import { toOrganiserEvent, type OrganiserEvent } from "@/lib/domain/events/organiser-event";
import { assertWithinPlan } from "@/lib/domain/events/plan-checks";
import { assertEventPermission } from "@/lib/domain/access/event-permission";
import { indexForSearch } from "@/lib/domain/search/index-for-search";
import type { LeanEvent } from "@/models/Event";
import { storeEventImage } from "@/lib/domain/events/store-event-image";
import { storage } from "@/lib/platform/media/storage";
import { cheapestPrice } from "@/lib/domain/ticket-types/sale-state";
import { feeModeOf } from "@/lib/domain/events/serialize-event";
import { acceptedChannels } from "@/lib/domain/payments/channels";
import { lagosInstant } from "@/lib/platform/time/lagos";
import { scheduleIssues, type UpdateEventInput } from "@/lib/domain/validations/event";
import { waitlistSetOf } from "@/lib/domain/validations/waitlist";
import { Category } from "@/models/Category";
import { offerReturnedSeats } from "@/lib/domain/waitlist/nudge/offer-returned-seats";
import { LIVE_SETTINGS_FIELDS } from "@/lib/domain/validations/event-live-settings";
import { Event } from "@/models/Event";

/**
 * What may still change once an event is live (SPEC's quick reminder), the ways buyers may pay
 * (narrowing them changes nothing anyone paid) and the settings that change nothing anyone bought.
 * Who pays the fees changes what a ticket costs, so it is locked with the price.
 */
export const CHANGEABLE_WHEN_LIVE = new Set([
  "startDate",
  "startTime",
  "endDate",
  "endTime",
  "eventLocation",
  "featured",
  "paymentChannels",
  ...LIVE_SETTINGS_FIELDS,
]);
export const LOCKED_WHEN_LIVE_MESSAGE =
  "This event is live: only its date, time, location and payment channels can be changed now, and its waitlist, reminder and ticket holder settings. All other details are locked.";

/** An event is live once it has started or anyone holds a ticket for it. */
export const isLive = (event: { startsAt: Date; seatsTaken: number }, now = new Date()) => event.seatsTaken > 0 || event.startsAt <= now;

/**
 * Changes an event: its owner's, or one a co-organiser works on (the owner's plan still decides
 * the limits). The update is one conditional write: it fails rather than let the quantity drop
 * below seats taken, or change locked details of an event that went live meanwhile.
 */
export async function updateEvent(userId: string, eventId: string, changes: UpdateEventInput, image: File | undefined): Promise<OrganiserEvent> {
  const { ownerId: organiserId } = await assertEventPermission(userId, eventId, "edit");
  await consumeEditAllowance(eventId);
  await connectToDatabase();
  const event = await Event.findById(eventId).lean<LeanEvent>();
  if (!event) throw new ApiError("not_found", "Event not found");

  const now = new Date();
  // Fields as answers show them (the single-ticket price derived from the types, the fee mode and
  // channels resolved), so resending what the organiser was shown is no change.
  const shown: Record<string, unknown> = {
    ticketPrice: cheapestPrice(event.ticketTypes ?? [], event.ticketPrice, now),
    feeMode: feeModeOf(event),
    paymentChannels: acceptedChannels(event.paymentChannels),
  };
  const changed = Object.entries(changes).filter(
    ([field, value]) =>
      value !== undefined &&
      String(value) !== String((event as Record<string, unknown>)[field]) &&
      (!(field in shown) || String(value) !== String(shown[field])),
  );
  const locked = changed.filter(([field]) => !CHANGEABLE_WHEN_LIVE.has(field)).map(([field]) => field);
  if (image) locked.push("image");
  const live = isLive(event, now);
  if (live && locked.length) {
    throw new ApiError("unprocessable_entity", LOCKED_WHEN_LIVE_MESSAGE, Object.fromEntries(locked.map((field) => [field, ["is locked"]])));
  }

  const mirrored = singleTypeChanges(event, changed);
  const next = { ...event, ...Object.fromEntries(changed) } as LeanEvent;
  assertConsistent(event, next, now);
  if (next.ticketQuantity !== event.ticketQuantity || (next.featured && !event.featured)) {
    await assertWithinPlan(organiserId, { ticketQuantity: next.ticketQuantity, addsOpenEvent: false, featured: next.featured && !event.featured });
  }
  if (changes.eventCategory && !(await Category.exists({ _id: changes.eventCategory }))) {
    throw new ApiError("not_found", "Category not found");
  }

  const stored = image ? await storeEventImage(image) : undefined;
  const result = await Event.updateOne(
    {
      _id: eventId,
      organizer: organiserId,
      seatsTaken: { $lte: next.ticketQuantity },
      // Locked details may only change while nobody holds a ticket and the event has not started.
      ...(locked.length ? { seatsTaken: 0, startsAt: { $gt: now } } : {}),
      ...mirrored.guard,
    },
    {
      $set: {
        ...Object.fromEntries(changed),
        ...mirrored.set,
        startsAt: lagosInstant(next.startDate, next.startTime),
        endsAt: lagosInstant(next.endDate, next.endTime),
        ...(stored ? { image: stored } : {}),
        ...waitlistSetOf(changes),
      },
    },
  );
  if (result.matchedCount !== 1) {
    if (stored) await storage().remove(stored.storageKey);
    throw new ApiError("conflict", "Tickets were sold while you were editing. Reload the event and try again.");
  }
  if (stored && event.image?.storageKey) await storage().remove(event.image.storageKey);
  if (next.ticketQuantity > event.ticketQuantity) offerReturnedSeats(eventId); // more seats: the waitlist first

  await indexForSearch(eventId);
  await announceEventChange(eventId, "details");
  const updated = await Event.findById(eventId).populate("eventCategory", "categoryName").lean<LeanEvent>();
  return toOrganiserEvent(updated as LeanEvent);
}

/**
 * The single-ticket fields of the existing client edit an event's one ticket type; an event with
 * several types changes them through its ticket types instead.
 */
function singleTypeChanges(event: LeanEvent, changed: [string, unknown][]) {
  const fields = Object.fromEntries(changed);
  const types = event.ticketTypes ?? [];
  const touches = "ticketPrice" in fields || "ticketQuantity" in fields || "ticketPurchaseLimit" in fields;
  if (!touches || types.length === 0) return { set: {}, guard: {} };
  if (types.length > 1 && ("ticketPrice" in fields || "ticketQuantity" in fields)) {
    throw new ApiError("unprocessable_entity", "This event has several ticket types: change prices and quantities on its ticket types.", {
      ticketQuantity: ["is the total of the ticket types"],
    });
  }
  const set: Record<string, unknown> = {};
  if ("ticketPrice" in fields) set["ticketTypes.0.price"] = fields.ticketPrice;
  if ("ticketQuantity" in fields) set["ticketTypes.0.quantity"] = fields.ticketQuantity;
  if (types.length === 1 && "ticketPurchaseLimit" in fields) set["ticketTypes.0.maxPerOrder"] = fields.ticketPurchaseLimit;
  if (Object.keys(set).length === 0) return { set, guard: {} };
  return { set, guard: { "ticketTypes.0._id": types[0]?._id } };
}

function assertConsistent(before: LeanEvent, next: LeanEvent, now: Date) {
  const errors: FieldErrors = {};
  const scheduleChanged = ["startDate", "startTime", "endDate", "endTime"].some(
    (field) => next[field as keyof LeanEvent] !== before[field as keyof LeanEvent],
  );
  if (scheduleChanged) {
    for (const issue of scheduleIssues(next, now)) {
      // An event that already started keeps its (past) start date.
      if (issue.message.includes("past") && next.startDate === before.startDate) continue;
      (errors[issue.path] ??= []).push(issue.message);
    }
  }
  if (next.ticketQuantity < before.seatsTaken) {
    (errors.ticketQuantity ??= []).push(`cannot be less than the ${before.seatsTaken} tickets already sold or held`);
  }
  if (next.ticketPurchaseLimit > next.ticketQuantity) {
    (errors.ticketPurchaseLimit ??= []).push("cannot be more than the ticket quantity");
  }
  const [field, messages] = Object.entries(errors)[0] ?? [];
  if (field) throw new ApiError("unprocessable_entity", `${field}: ${messages?.[0]}`, errors);
}
