import { seatingWarning } from "@/lib/domain/events/seating-warning";

/** A warning (never an error) when fewer numbered seats than tickets are given; nothing otherwise. */
export function SeatingWarning({ seats, tickets }: { seats: number; tickets: number }) {
  const warning = seatingWarning(seats, tickets);
  return (
    <p role="status" className={warning ? "rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900" : "sr-only"}>
      {warning ? <>Warning: {warning}</> : null}
    </p>
  );
}
