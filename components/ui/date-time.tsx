import { formatLagosMoment } from "@/lib/platform/time/lagos";

/** An instant as Lagos time ("12 Dec 2026, 18:00") in a <time> element; nothing when it is not a date. */
export function DateTime({ value, className }: { value: Date | string | number; className?: string }) {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return (
    <time dateTime={instant.toISOString()} className={className}>
      {formatLagosMoment(instant)}
    </time>
  );
}
