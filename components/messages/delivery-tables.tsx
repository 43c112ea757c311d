import { DataTable, type Column } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import { CHANNEL_LABELS, type Channel } from "@/lib/domain/messages/channels/types";
import { SEGMENT_LABELS, type SegmentKind } from "@/lib/domain/validations/message";
import type { DeliveryCounts, ListedDelivery, ListedMessage } from "@/lib/domain/messages/list-messages";

export const STATUS_LABELS: Record<keyof DeliveryCounts, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
};

const KIND_LABELS: Record<string, string> = { organiser: "Message", reminder: "Reminder", offer: "Waitlist offer" };

/** Deliveries counted by status, as one line of figures. */
export function DeliveryCountList({ counts, label }: { counts: DeliveryCounts; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {(Object.keys(STATUS_LABELS) as (keyof DeliveryCounts)[]).map((status) => (
        <div key={status} className="rounded-xl border border-zinc-200 bg-white p-3">
          <dt className="text-sm text-muted">{STATUS_LABELS[status]}</dt>
          <dd className="text-2xl font-semibold">{counts[status].toLocaleString("en-NG")}</dd>
        </div>
      ))}
    </dl>
  );
}

const countsText = (counts: DeliveryCounts) =>
  (Object.keys(STATUS_LABELS) as (keyof DeliveryCounts)[])
    .filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${STATUS_LABELS[status].toLowerCase()}`)
    .join(", ") || "none yet";

const messageColumns: Column<ListedMessage>[] = [
  { key: "subject", header: "Subject", rowHeader: true, cell: (message) => message.subject },
  { key: "to", header: "To", cell: (message) => SEGMENT_LABELS[message.segment.kind as SegmentKind] ?? message.segment.kind },
  { key: "by", header: "By", cell: (message) => message.channels.map((channel) => CHANNEL_LABELS[channel as Channel] ?? channel).join(", ") },
  {
    key: "when",
    header: "When",
    className: "whitespace-nowrap",
    cell: (message) => (
      <>
        {message.status === "scheduled" ? "Scheduled for " : ""}
        <DateTime value={message.sentAt ?? message.sendAt} />
      </>
    ),
  },
  {
    key: "deliveries",
    header: "Deliveries",
    cell: (message) =>
      message.status === "refused" ? `Not sent: ${message.refusal ?? ""}` : `${message.recipients} people · ${countsText(message.counts)}`,
  },
];

const deliveryColumns: Column<ListedDelivery>[] = [
  {
    key: "to",
    header: "Recipient",
    rowHeader: true,
    className: "break-all",
    cell: (delivery) => (delivery.name ? `${delivery.name} · ${delivery.to}` : delivery.to),
  },
  { key: "channel", header: "Channel", cell: (delivery) => CHANNEL_LABELS[delivery.channel as Channel] ?? delivery.channel },
  { key: "kind", header: "What", cell: (delivery) => `${KIND_LABELS[delivery.kind] ?? delivery.kind}: ${delivery.subject}` },
  {
    key: "status",
    header: "Status",
    cell: (delivery) =>
      `${STATUS_LABELS[delivery.status]}${delivery.attempts > 1 ? ` (${delivery.attempts} tries)` : ""}${delivery.lastError ? ` · ${delivery.lastError}` : ""}`,
  },
];

export function MessagesTable({ messages }: { messages: ListedMessage[] }) {
  return <DataTable caption="Messages" columns={messageColumns} rows={messages} minWidth="min-w-[44rem]" empty={{ title: "No messages yet." }} />;
}

export function DeliveriesTable({ deliveries }: { deliveries: ListedDelivery[] }) {
  return (
    <DataTable caption="Deliveries" columns={deliveryColumns} rows={deliveries} minWidth="min-w-[44rem]" empty={{ title: "Nothing sent yet." }} />
  );
}
