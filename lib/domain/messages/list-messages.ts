import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { assertEventPermission } from "@/lib/domain/access/event-permission";
import { DELIVERY_STATUSES, MessageDelivery, type DeliveryStatus } from "@/models/MessageDelivery";
import { Message } from "@/models/Message";

export type DeliveryCounts = Record<DeliveryStatus, number>;

export type ListedMessage = {
  _id: string;
  subject: string;
  body: string;
  segment: { kind: string; ticketTypeId?: string; orderId?: string };
  channels: string[];
  status: string;
  sendAt: string;
  sentAt?: string;
  refusal?: string;
  recipients: number;
  counts: DeliveryCounts;
};

export type ListedDelivery = {
  _id: string;
  kind: string;
  channel: string;
  to: string;
  name?: string;
  subject: string;
  status: DeliveryStatus;
  attempts: number;
  lastError?: string;
  updatedAt: string;
};

export type EventMessages = { messages: ListedMessage[]; deliveries: ListedDelivery[]; counts: DeliveryCounts };

const zeroCounts = (): DeliveryCounts => Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as DeliveryCounts;

/** The event's messages (newest first, 50) with their deliveries counted by status, and the newest 100 deliveries (reminders too). */
export async function listEventMessages(userId: string, eventId: string): Promise<EventMessages> {
  await connectToDatabase();
  await assertEventPermission(userId, eventId, "edit");
  const [messages, recent] = await Promise.all([
    Message.find({ event: eventId }).sort({ createdAt: -1 }).limit(50).lean(),
    MessageDelivery.find({ event: eventId }, { kind: 1, channel: 1, to: 1, name: 1, subject: 1, status: 1, attempts: 1, lastError: 1, updatedAt: 1 })
      .sort({ createdAt: -1 })
      .limit(100)
      .lean(),
  ]);
  const total = zeroCounts();
  const listed = await Promise.all(
    messages.map(async (message): Promise<ListedMessage> => {
      // Counted by the { message, status } index, never read: a message to a big show has tens of thousands.
      const counts = zeroCounts();
      await Promise.all(
        DELIVERY_STATUSES.map(async (status) => {
          counts[status] = await MessageDelivery.countDocuments({ message: message._id, status });
          total[status] += counts[status];
        }),
      );
      return {
        _id: String(message._id),
        subject: message.subject,
        body: message.body,
        segment: {
          kind: message.segment?.kind ?? "",
          ticketTypeId: message.segment?.ticketTypeId ?? undefined,
          orderId: message.segment?.orderId ?? undefined,
        },
        channels: message.channels,
        status: message.status,
        sendAt: message.sendAt.toISOString(),
        sentAt: message.sentAt?.toISOString(),
        refusal: message.refusal ?? undefined,
        recipients: message.recipients,
        counts,
      };
    }),
  );
  const deliveries = recent.map((delivery): ListedDelivery => ({
    _id: String(delivery._id),
    kind: delivery.kind,
    channel: delivery.channel,
    to: delivery.to,
    name: delivery.name ?? undefined,
    subject: delivery.subject,
    status: delivery.status as DeliveryStatus,
    attempts: delivery.attempts,
    lastError: delivery.lastError ?? undefined,
    updatedAt: delivery.updatedAt.toISOString(),
  }));
  return { messages: listed, deliveries, counts: total };
}
