import { formatEventDate, formatEventTime } from "@/lib/platform/format";

/** An event's date over its start time, as a table cell shows them. */
export function EventWhen({ event }: { event: { startDate: string; startTime: string } }) {
  return (
    <>
      <span className="block">{formatEventDate(event.startDate)}</span>
      <span className="block text-muted">{formatEventTime(event.startTime)}</span>
    </>
  );
}
