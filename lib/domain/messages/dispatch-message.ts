import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { countAttempt } from "@/lib/domain/auth/rate-limit";
import { effectivePlan } from "@/lib/domain/plans/plan-limits";
import { DAY_SECONDS, MESSAGE_ALLOWANCE } from "@/lib/domain/plans/message-allowance";
import { organiserMessageContent } from "@/lib/domain/messages/message-content";
import { optedOutAddresses } from "@/lib/domain/messages/opt-out";
import { addressesOf } from "@/lib/domain/messages/person";
import { segmentDefinition } from "@/lib/domain/messages/segments";
import { sendToPerson } from "@/lib/domain/messages/send-to-person";
import { kickSender } from "@/lib/domain/messages/sender/kick-sender";
import { SEND_LEASE_MS } from "@/lib/domain/messages/sender/backoff";
import type { Channel } from "@/lib/domain/messages/channels/types";
import { Event } from "@/models/Event";
import { Message } from "@/models/Message";
import { RateLimit } from "@/models/RateLimit";
import { User } from "@/models/User";

export type DispatchOutcome =
  { status: "sent"; recipients: number; deliveries: number } | { status: "refused"; refusal: string } | { status: "taken" };

const PAID: ReadonlySet<Channel> = new Set<Channel>(["sms", "whatsapp"]);

/** Counts `n` paid deliveries against the organiser's day; takes them back and answers false when past the plan's allowance. */
async function takePaidDeliveries(organiserId: string, limit: number, n: number): Promise<boolean> {
  if (n === 0) return true;
  const rule = { limit, windowSeconds: DAY_SECONDS };
  const key = `message-paid-deliveries:${organiserId}`;
  const { count } = await countAttempt(key, rule, n);
  if (count <= limit) return true;
  const index = Math.floor(Date.now() / (DAY_SECONDS * 1000));
  await RateLimit.updateOne({ key: `${key}:${index}` }, { $inc: { count: -n } });
  return false;
}

/**
 * Sends one organiser message whose time has come: claims it (one conditional update, so one
 * process of several resolves it; a claim lapses after a while if that process dies, and the
 * deliveries' once-keys keep a second resolution from sending twice), names the segment's people
 * now, leaves out those who opted out, checks the plan's SMS/WhatsApp allowance, and queues a
 * delivery per person and channel.
 */
export async function dispatchMessage(messageId: string, now = new Date()): Promise<DispatchOutcome> {
  await connectToDatabase();
  const message = await Message.findOneAndUpdate(
    { _id: messageId, due: "due", sendAt: { $lte: now } },
    { $set: { status: "sending", sendAt: new Date(now.getTime() + SEND_LEASE_MS) } },
    { returnDocument: "after" },
  ).lean();
  if (!message) return { status: "taken" };
  const organiserId = String(message.organiser);
  const eventId = String(message.event);
  const [event, organiser, optedOut] = await Promise.all([
    Event.findById(eventId, { eventTitle: 1 }).lean(),
    User.findById(organiserId, { fullname: 1, plan: 1, planExpiresAt: 1 }).lean(),
    optedOutAddresses(organiserId),
  ]);
  const segmentKind = message.segment?.kind ?? "";
  const definition = segmentDefinition(segmentKind);
  const choice = { kind: segmentKind, ticketTypeId: message.segment?.ticketTypeId ?? undefined, orderId: message.segment?.orderId ?? undefined };
  const people = definition && event && organiser ? await definition.resolve(eventId, choice) : [];
  const channels = message.channels as Channel[];
  const reachable = people.filter((person) => {
    const { email, phone } = addressesOf(person);
    return !(email && optedOut.has(email)) && !(phone && optedOut.has(phone));
  });
  const paid = reachable.reduce((sum, person) => sum + (addressesOf(person).phone ? channels.filter((channel) => PAID.has(channel)).length : 0), 0);
  const allowance = MESSAGE_ALLOWANCE[organiser ? effectivePlan(organiser, now) : "basic"];
  if (!(await takePaidDeliveries(organiserId, allowance.paidDeliveriesPerDay, paid))) {
    const refusal = `This message needs ${paid} SMS/WhatsApp messages, more than your plan has left today (${allowance.paidDeliveriesPerDay} a day). Send it by e-mail, to fewer people, or tomorrow.`;
    await Message.updateOne({ _id: messageId }, { $set: { status: "refused", refusal }, $unset: { due: 1 } });
    return { status: "refused", refusal };
  }
  let deliveries = 0;
  const content = {
    eventTitle: event?.eventTitle ?? "",
    organiserName: organiser?.fullname ?? "The organiser",
    subject: message.subject,
    body: message.body,
  };
  for (const person of reachable) {
    const outcome = await sendToPerson(
      {
        eventId,
        organiserId,
        messageId,
        kind: "organiser",
        channels,
        person,
        content: (channel, optOut) => organiserMessageContent(content, channel, optOut),
        once: messageId,
        optedOut,
      },
      { kick: false },
    );
    deliveries += outcome.queued.length;
  }
  await Message.updateOne(
    { _id: messageId },
    { $set: { status: "sent", sentAt: new Date(), recipients: reachable.length, deliveries }, $unset: { due: 1 } },
  );
  if (deliveries > 0) kickSender();
  return { status: "sent", recipients: reachable.length, deliveries };
}

/** Sends the scheduled messages whose time has come (found by an indexed equality on `due`). */
export async function sweepScheduledMessages(now = new Date()): Promise<number> {
  await connectToDatabase();
  const due = await Message.find({ due: "due", sendAt: { $lte: now } }, { _id: 1 })
    .limit(50)
    .lean();
  let sent = 0;
  for (const { _id } of due) if ((await dispatchMessage(String(_id), now)).status === "sent") sent += 1;
  return sent;
}
