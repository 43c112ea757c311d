// Waitlist: joining the queue of a sold-out event or ticket type.
import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { isDuplicateKey } from "@/lib/platform/duplicate-key";
import { logger } from "@/lib/platform/logger";
import { defaultType } from "@/lib/domain/ticket-types/sale-state";
import { freeOfType } from "@/lib/domain/waitlist/queue/free-seats";
import { partyLimit, readWaitlistEvent, stillSelling } from "@/lib/domain/waitlist/waitlist-event";
import { waitlistSettingsOf } from "@/lib/domain/waitlist/waitlist-settings";
import { positionOf, toEntryView, type EntryView } from "@/lib/domain/waitlist/entry-view";
import { entryKey } from "@/lib/domain/waitlist/entry-key";
import { sendJoinNotice } from "@/lib/domain/waitlist/join-notice";
import type { JoinWaitlistInput } from "@/lib/domain/validations/waitlist";
import { Event } from "@/models/Event";
import { WaitlistEntry, type LeanWaitlistEntry } from "@/models/WaitlistEntry";

/** Entries that ended (left, or an offer that lapsed) may join again, at the back of the queue. */
const REJOINABLE = ["left", "expired", "declined"] as const;

export type JoinAnswer = EntryView & { key: string };

/**
 * Puts a person in the queue of one ticket type (the event's default type when none is named),
 * once the seats they ask for cannot be bought now: party size 1 to the type's per-order limit. One
 * entry per person (e-mail) per event, by a unique index: a second join is answered 409 with
 * the place already held; an entry that left or whose offer lapsed joins again at the back. The
 * event is marked `waitlist.used` before the entry is written, so the purchase path never misses
 * a waiting entry. The confirmation e-mail carries the no-login link (position, leaving).
 */
export async function joinWaitlist(eventId: string, input: JoinWaitlistInput, userId: string | null, now = new Date()): Promise<JoinAnswer> {
  await connectToDatabase();
  const event = await readWaitlistEvent(eventId);
  if (!event) throw new ApiError("not_found", "Event not found");
  const settings = waitlistSettingsOf(event);
  if (!stillSelling(event, now)) throw new ApiError("unprocessable_entity", "This event is not selling tickets any more");
  if (!settings.enabled) throw new ApiError("conflict", "This event has no waitlist");
  if (settings.closed) throw new ApiError("conflict", "The waitlist for this event is closed");

  const types = (event.ticketTypes ?? []).filter((type) => !type.hidden);
  const type = input.ticketTypeId ? types.find((candidate) => String(candidate._id) === input.ticketTypeId) : defaultType(types, now);
  if (!type) throw new ApiError("unprocessable_entity", "This ticket type does not exist", { ticketTypeId: ["does not exist"] });
  const limit = partyLimit(event, type);
  if (input.partySize > limit) {
    throw new ApiError("unprocessable_entity", `Party size can be at most ${limit}`, { partySize: [`must be at most ${limit}`] });
  }
  if (freeOfType(event, type) >= input.partySize) {
    throw new ApiError("conflict", `${type.name} tickets are on sale: buy them now instead of joining the waitlist`);
  }

  if (!event.waitlist?.used) await Event.updateOne({ _id: event._id }, { $set: { "waitlist.used": true } });
  const fields = {
    ticketType: type._id,
    partySize: input.partySize,
    fullName: input.fullName,
    email: input.email,
    emailLower: input.email.toLowerCase(),
    phone: input.phone,
    ...(userId ? { user: userId } : {}),
    status: "waiting" as const,
    joinedAt: now,
  };
  let entry: LeanWaitlistEntry;
  try {
    entry = (await WaitlistEntry.create({ event: event._id, ...fields })).toObject<LeanWaitlistEntry>();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    entry = await rejoin(event._id.toString(), fields);
  }
  await sendJoinNotice(entry, event, await positionOf(entry)).catch((error: unknown) =>
    logger.error("could not send a waitlist confirmation", { entry: String(entry._id), error }),
  );
  return { ...(await toEntryView(entry)), key: entryKey(String(entry._id)) };
}

/** The person's entry exists: an ended one starts again at the back; a live one is answered 409. */
async function rejoin(eventId: string, fields: Record<string, unknown> & { emailLower: string }): Promise<LeanWaitlistEntry> {
  const again = await WaitlistEntry.findOneAndUpdate(
    { event: eventId, emailLower: fields.emailLower, status: { $in: REJOINABLE } },
    { $set: fields, $unset: { offerOrder: 1, offeredAt: 1, offerExpiresAt: 1, notice: 1, byHand: 1, endedAt: 1 } },
    { returnDocument: "after" },
  ).lean<LeanWaitlistEntry>();
  if (again) return again;
  const existing = await WaitlistEntry.findOne({ event: eventId, emailLower: fields.emailLower }).lean<LeanWaitlistEntry>();
  const position = existing ? await positionOf(existing) : null;
  const where =
    existing?.status === "offered"
      ? "and seats are on offer to you: check your e-mail"
      : existing?.status === "bought"
        ? "and your tickets were bought through it"
        : position
          ? `at position ${position}`
          : "";
  throw new ApiError("conflict", `This e-mail address is already on the waitlist for this event${where ? ` ${where}` : ""}.`);
}
