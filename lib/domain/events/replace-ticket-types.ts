import "server-only";
import { Types } from "mongoose";
import { ApiError, type FieldErrors } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { consumeEditAllowance } from "@/lib/domain/events/edit-allowance";
import { announceEventChange } from "@/lib/domain/change-feed/announce-event-change";
import { assertWithinPlan } from "@/lib/domain/events/plan-checks";
import { isLive } from "@/lib/domain/events/update-event";
import { auditEventAction } from "@/lib/domain/audit/audit-event-action";
import { ticketTypeChanges } from "@/lib/domain/audit/audit-details";
import { assertEventPermission } from "@/lib/domain/access/event-permission";
import { cheapestPrice, type LeanTicketType } from "@/lib/domain/ticket-types/sale-state";
import { toOrganiserTicketType, type OrganiserTicketType } from "@/lib/domain/ticket-types/serialize-ticket-type";
import type { TicketTypeInput } from "@/lib/domain/validations/ticket-type";
import { offerReturnedSeats } from "@/lib/domain/waitlist/nudge/offer-returned-seats";
import { Event } from "@/models/Event";

const ATTEMPTS = 3;

/** The types (hidden ones included) of an event the user may edit (owner, co-organiser), or 404 / 403. */
export async function ownTicketTypes(userId: string, eventId: string): Promise<OrganiserTicketType[]> {
  await connectToDatabase();
  const event = await ownEvent(userId, eventId);
  return (event.ticketTypes ?? []).map((type) => toOrganiserTicketType(type, new Date(), event.feeMode ?? "absorb"));
}

async function ownEvent(userId: string, eventId: string) {
  await assertEventPermission(userId, eventId, "edit");
  const event = await Event.findById(eventId, {
    organizer: 1,
    ticketTypes: 1,
    startsAt: 1,
    seatsTaken: 1,
    countersVersion: 1,
    ticketPurchaseLimit: 1,
    ticketPrice: 1,
    feeMode: 1,
  }).lean();
  if (!event) throw new ApiError("not_found", "Event not found");
  return event;
}

/**
 * Replaces an event's ticket types with the organiser's list (add, edit, reorder, remove). Once the
 * event is live a type's price is locked and its quantity may not fall below what it has sold or
 * held; a type with tickets sold or held cannot be removed. The write is conditional on no counter
 * having moved since the list was checked (`countersVersion`); a sale meanwhile means checking again.
 */
export async function replaceTicketTypes(
  userId: string,
  eventId: string,
  input: TicketTypeInput[],
  userAgent: string | null = null,
): Promise<OrganiserTicketType[]> {
  await connectToDatabase();
  await assertEventPermission(userId, eventId, "edit");
  await consumeEditAllowance(eventId);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const event = await ownEvent(userId, eventId);
    const next = mergeTypes(event.ticketTypes ?? [], input, isLive(event));
    const ticketQuantity = next.reduce((sum, type) => sum + type.quantity, 0);
    // The owner's plan sets the limits, whoever on the team edits.
    await assertWithinPlan(String(event.organizer), { ticketQuantity, addsOpenEvent: false });
    const written = await Event.updateOne(
      { _id: eventId, organizer: event.organizer, countersVersion: event.countersVersion ?? { $exists: false } },
      {
        $set: {
          ticketTypes: next,
          ticketQuantity,
          ticketPrice: cheapestPrice(next, event.ticketPrice),
          ticketPurchaseLimit: Math.min(event.ticketPurchaseLimit, ticketQuantity),
        },
        $inc: { countersVersion: 1 },
      },
    );
    if (written.modifiedCount === 1) {
      await announceEventChange(eventId, "details");
      offerReturnedSeats(eventId); // more stock may be what people are waiting for
      await auditEventAction({
        who: userId,
        eventId,
        permission: "edit",
        action: "ticket_types",
        detail: ticketTypeChanges(event.ticketTypes ?? [], next),
        userAgent,
      });
      return ownTicketTypes(userId, eventId);
    }
  }
  throw new ApiError("conflict", "Tickets were sold while you were editing. Reload the event and try again.");
}

/**
 * The new list, each existing type keeping its id and counter; refuses what the live-event rules
 * forbid. Every check is made against the stored type, and each stored type may be named once.
 */
export function mergeTypes(current: LeanTicketType[], input: TicketTypeInput[], live: boolean): LeanTicketType[] {
  const errors: FieldErrors = {};
  const refuse = (index: number, message: string) => (errors[`ticketTypes.${index}`] ??= []).push(message);
  const byId = new Map(current.map((type) => [String(type._id), type]));
  const named = new Set<string>();
  const next = input.map((type, index) => {
    const { _id: typed, ...fields } = type;
    const id = typed?.toLowerCase();
    const before = id ? byId.get(id) : undefined;
    if (id && !before) refuse(index, `${type.name}: this ticket type no longer exists`);
    if (id && named.has(id)) (errors[`ticketTypes.${index}._id`] ??= []).push(`${type.name}: this ticket type is listed twice`);
    if (id) named.add(id);
    const taken = before?.taken ?? 0;
    if (before && live && before.price !== type.price) refuse(index, `${type.name}: the price is locked once the event is live`);
    if (type.quantity < taken) refuse(index, `${type.name}: quantity cannot be less than the ${taken} tickets sold or held`);
    return { ...fields, _id: before?._id ?? new Types.ObjectId(), taken };
  });
  const kept = new Set(next.map((type) => String(type._id)));
  for (const type of current) {
    if (!kept.has(String(type._id)) && (type.taken ?? 0) > 0) {
      (errors.ticketTypes ??= []).push(`${type.name} has tickets sold or held and cannot be removed`);
    }
  }
  const [field, messages] = Object.entries(errors)[0] ?? [];
  if (field) throw new ApiError("unprocessable_entity", messages?.[0] ?? "These ticket types cannot be saved", errors);
  return next;
}
