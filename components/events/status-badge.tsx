import type { ShownEventStatus } from "@/lib/domain/events/event-status";

const STATUS_STYLE: Record<ShownEventStatus, string> = {
  upcoming: "bg-accent-50 text-accent",
  ongoing: "bg-green-50 text-green-800",
  ended: "bg-zinc-100 text-zinc-700",
  cancelled: "bg-red-50 text-red-800",
};

/** An event's status as a coloured pill ("upcoming", "ongoing", "ended", "cancelled"); the word carries the meaning, not the colour. */
export function StatusBadge({ status }: { status: ShownEventStatus }) {
  return <span className={`inline-flex rounded-full px-3 py-1 font-medium capitalize ${STATUS_STYLE[status]}`}>{status}</span>;
}
