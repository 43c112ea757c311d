import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { ignoreDuplicateKey } from "@/lib/platform/duplicate-key";
import { formatLagosMoment, lagosDate } from "@/lib/platform/time/lagos";
import { mapSearchUrl, reminderContent } from "@/lib/domain/messages/message-content";
import { optedOutAddresses } from "@/lib/domain/messages/opt-out";
import { ticketHolders } from "@/lib/domain/messages/segments/ticket-holders";
import { sendToPerson } from "@/lib/domain/messages/send-to-person";
import { kickSender } from "@/lib/domain/messages/sender/kick-sender";
import { CHANNELS } from "@/lib/domain/messages/channels/types";
import { Event } from "@/models/Event";
import { ReminderRun } from "@/models/ReminderRun";

const HOUR = 60 * 60_000;

/** The reminders, each due from `hoursBefore` before the start until the next one's time (or the start). */
const REMINDERS = [
  { kind: "24h", hoursBefore: 24, until: 2 },
  { kind: "2h", hoursBefore: 2, until: 0 },
] as const;

type ReminderKind = (typeof REMINDERS)[number]["kind"];

/** Which reminder of an event starting at `startsAt` is due at `now`, if any. */
export function dueReminder(startsAt: Date, now: Date): (typeof REMINDERS)[number] | null {
  const left = startsAt.getTime() - now.getTime();
  return REMINDERS.find((reminder) => left <= reminder.hoursBefore * HOUR && left > reminder.until * HOUR) ?? null;
}

/**
 * Queues one reminder of one event to every holder of a live ticket, on every channel the holder
 * can be reached on: each holder once, whichever processes run it and however often (the
 * deliveries' unique once-key is `${event}:reminder-${kind}:${channel}:${address}`).
 */
export async function queueReminder(
  event: { _id: unknown; organizer: unknown; eventTitle: string; eventLocation: string; startsAt: Date },
  kind: ReminderKind,
  hoursBefore: 24 | 2,
): Promise<number> {
  const eventId = String(event._id);
  const organiserId = String(event.organizer);
  const [holders, optedOut] = await Promise.all([ticketHolders(eventId), optedOutAddresses(organiserId)]);
  const when = formatLagosMoment(event.startsAt);
  const mapUrl = mapSearchUrl(event.eventLocation);
  let queued = 0;
  for (const holder of holders) {
    const ticketsUrl = holder.ticketsUrl ?? "";
    const outcome = await sendToPerson(
      {
        eventId,
        organiserId,
        kind: "reminder",
        channels: CHANNELS,
        person: holder,
        content: (channel, optOut) =>
          reminderContent(
            { eventTitle: event.eventTitle, when, hoursBefore, name: holder.name ?? "", venue: event.eventLocation, ticketsUrl, mapUrl },
            channel,
            optOut,
          ),
        once: `${eventId}:reminder-${kind}`,
        optedOut,
      },
      { kick: false },
    );
    queued += outcome.queued.length;
  }
  return queued;
}

/**
 * Queues the reminders that are due: events starting within 24 hours are those starting today or
 * tomorrow in Lagos (found by an indexed equality on the start date), whose organiser left
 * reminders on and that are neither cancelled nor suspended. An event whose reminder was queued is
 * skipped by later sweeps; holders who buy after it are not reminded of that one.
 */
export async function sweepReminders(now = new Date()): Promise<number> {
  await connectToDatabase();
  const days = [lagosDate(now), lagosDate(new Date(now.getTime() + 24 * HOUR))];
  let queued = 0;
  for (const day of [...new Set(days)]) {
    const events = await Event.find(
      { startDate: day },
      { organizer: 1, eventTitle: 1, eventLocation: 1, startsAt: 1, cancelledAt: 1, suspended: 1, messageReminders: 1 },
    ).lean();
    for (const event of events) {
      if (event.messageReminders === false || event.cancelledAt || event.suspended) continue;
      const reminder = dueReminder(event.startsAt, now);
      if (!reminder) continue;
      if (await ReminderRun.exists({ event: event._id, kind: reminder.kind })) continue;
      const count = await queueReminder(event, reminder.kind, reminder.hoursBefore);
      queued += count;
      await ReminderRun.create({ event: event._id, kind: reminder.kind, recipients: count }).catch(ignoreDuplicateKey);
    }
  }
  if (queued > 0) kickSender();
  return queued;
}
