import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { assertEventPermission, type EventAccess } from "@/lib/domain/access/event-permission";
import { countAttempt, tooMany } from "@/lib/domain/auth/rate-limit";
import { effectivePlan, PLAN_NAMES } from "@/lib/domain/plans/plan-limits";
import { DAY_SECONDS, MESSAGE_ALLOWANCE } from "@/lib/domain/plans/message-allowance";
import { dispatchMessage } from "@/lib/domain/messages/dispatch-message";
import { segmentDefinition } from "@/lib/domain/messages/segments";
import type { CreateMessageInput } from "@/lib/domain/validations/message";
import { Event } from "@/models/Event";
import { Message } from "@/models/Message";
import { RateLimit } from "@/models/RateLimit";
import { User } from "@/models/User";

/** How far ahead a message may be scheduled. */
const MAX_SCHEDULE_DAYS = 90;

export type CreatedMessage = {
  _id: string;
  status: "scheduled" | "sent";
  sendAt: string;
  recipients: number;
  deliveries: number;
};

/**
 * An organiser (or a co-organiser) writes to a segment of the event's people, now or at a set time.
 * Checked here: the permission (403), the segment (422), the time (422), the plan's messages a
 * day (429). A message for now goes out before this answers (its SMS/WhatsApp allowance: 422).
 */
export async function createMessage(
  userId: string,
  eventId: string,
  input: CreateMessageInput,
  now = new Date(),
): Promise<{ message: CreatedMessage; access: EventAccess }> {
  await connectToDatabase();
  const access = await assertEventPermission(userId, eventId, "edit");
  const event = await Event.findById(eventId, { cancelledAt: 1 }).lean();
  if (!event) throw new ApiError("not_found", "Event not found");
  const definition = segmentDefinition(input.segment.kind);
  if (!definition)
    throw new ApiError("unprocessable_entity", "Choose who the message goes to", { "segment.kind": ["Choose who the message goes to"] });
  await definition.check?.(eventId, input.segment);

  const sendAt = input.sendAt && input.sendAt.getTime() > now.getTime() ? input.sendAt : now;
  if (input.sendAt && input.sendAt.getTime() < now.getTime() - 60_000)
    throw new ApiError("unprocessable_entity", "The send time has passed: choose a later time, or send now", {
      sendAt: ["The send time has passed"],
    });
  if (sendAt.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * DAY_SECONDS * 1000)
    throw new ApiError("unprocessable_entity", `A message can be scheduled at most ${MAX_SCHEDULE_DAYS} days ahead`, {
      sendAt: [`At most ${MAX_SCHEDULE_DAYS} days ahead`],
    });

  const owner = await User.findById(access.ownerId, { plan: 1, planExpiresAt: 1 }).lean();
  const plan = owner ? effectivePlan(owner, now) : "basic";
  const rule = { limit: MESSAGE_ALLOWANCE[plan].messagesPerDay, windowSeconds: DAY_SECONDS };
  const counted = await countAttempt(`messages:${access.ownerId}`, rule);
  if (counted.count > rule.limit) {
    const refusal = tooMany(counted.expiresAt, counted.now);
    throw Object.assign(
      new ApiError(
        "rate_limited",
        `Your ${PLAN_NAMES[plan]} plan sends ${rule.limit} messages a day. ${refusal.message.replace("Too many attempts. ", "")}`,
      ),
      { retryAfterSeconds: Math.ceil((counted.expiresAt.getTime() - counted.now) / 1000) },
    );
  }

  const created = await Message.create({
    event: eventId,
    organiser: access.ownerId,
    author: userId,
    segment: input.segment,
    channels: input.channels,
    subject: input.subject,
    body: input.body,
    sendAt,
    due: "due",
  });
  const id = String(created._id);
  if (sendAt.getTime() > now.getTime()) {
    return { message: { _id: id, status: "scheduled", sendAt: sendAt.toISOString(), recipients: 0, deliveries: 0 }, access };
  }
  const outcome = await dispatchMessage(id, now);
  if (outcome.status === "refused") {
    // Refused before anything was queued: it does not count against the day's messages.
    await Promise.all([
      Message.deleteOne({ _id: id }),
      RateLimit.updateOne(
        { key: `messages:${access.ownerId}:${Math.floor(counted.now / (DAY_SECONDS * 1000))}`, count: { $gt: 0 } },
        { $inc: { count: -1 } },
      ),
    ]);
    throw new ApiError("unprocessable_entity", outcome.refusal);
  }
  const sent = outcome.status === "sent" ? outcome : { recipients: 0, deliveries: 0 };
  return { message: { _id: id, status: "sent", sendAt: sendAt.toISOString(), recipients: sent.recipients, deliveries: sent.deliveries }, access };
}
