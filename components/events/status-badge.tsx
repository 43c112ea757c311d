import type { EventStatus } from "@/lib/events/event-status";

const STATUS_STYLE: Record<EventStatus, string> = {
  upcoming: "bg-accent-50 text-accent",
  ongoing: "bg-green-50 text-green-800",
  ended: "bg-zinc-100 text-zinc-700",
};

/** An event's status as a coloured pill ("upcoming", "ongoing", "ended"); the word carries the meaning, not the colour. */
export function StatusBadge({ status }: { status: EventStatus }) {
  return <span className={`inline-flex rounded-full px-3 py-1 font-medium capitalize ${STATUS_STYLE[status]}`}>{status}</span>;
}
