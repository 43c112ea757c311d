import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { effectivePlan } from "@/lib/domain/plans/plan-limits";
import { MESSAGE_ALLOWANCE } from "@/lib/domain/plans/message-allowance";
import { listEventMessages, type EventMessages } from "@/lib/domain/messages/list-messages";
import { remindersOn } from "@/lib/domain/validations/event-reminders";
import { Event } from "@/models/Event";
import { User } from "@/models/User";

export type MessagesPageFacts = {
  eventTitle: string;
  remindersOn: boolean;
  ticketTypes: { _id: string; name: string }[];
  paidDeliveriesPerDay: number;
  messages: EventMessages;
};

/** What the event's messages page shows (the caller's permission is checked by listEventMessages). */
export async function messagesPageFacts(userId: string, eventId: string): Promise<MessagesPageFacts> {
  const messages = await listEventMessages(userId, eventId);
  await connectToDatabase();
  const event = await Event.findById(eventId, { eventTitle: 1, organizer: 1, ticketTypes: 1, messageReminders: 1 }).lean();
  const owner = event ? await User.findById(event.organizer, { plan: 1, planExpiresAt: 1 }).lean() : null;
  return {
    eventTitle: event?.eventTitle ?? "",
    remindersOn: event ? remindersOn(event) : true,
    ticketTypes: (event?.ticketTypes ?? []).map((type) => ({ _id: String(type._id), name: type.name })),
    paidDeliveriesPerDay: MESSAGE_ALLOWANCE[owner ? effectivePlan(owner) : "basic"].paidDeliveriesPerDay,
    messages,
  };
}
