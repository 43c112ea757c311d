import { formatCount } from "@/lib/platform/format";

/**
 * Seating is optional (a standing concert has none). When numbered seats are given but fewer than
 * the tickets on sale, the buyers past the last seat get a ticket without a seat: the organiser is
 * warned, not stopped, since a mixed seated and standing event is real.
 */
export function seatingWarning(seats: number, tickets: number): string | null {
  if (!Number.isFinite(seats) || !Number.isFinite(tickets) || seats <= 0 || tickets <= seats) return null;
  const without = tickets - seats;
  return (
    `Only ${formatCount(seats)} ${seats === 1 ? "seat" : "seats"} for ${formatCount(tickets)} tickets: ` +
    `${formatCount(without)} ${without === 1 ? "buyer" : "buyers"} would get no numbered seat. ` +
    "Add seats, or leave the seating empty for a standing event."
  );
}
