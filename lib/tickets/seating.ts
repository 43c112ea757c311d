/**
 * Table and seat of the n-th seat handed out (1-based), when the event has numbered seating.
 * Seats are spread evenly over the tables: seat 1..k at table 1, and so on.
 */
export function seatPlacement(
  seatNumber: number,
  event: { totalSeatNumber: number; totalTableNumber: number },
): { seatNumber: number | null; tableNumber: number | null } {
  if (event.totalSeatNumber <= 0 || seatNumber > event.totalSeatNumber) return { seatNumber: null, tableNumber: null };
  if (event.totalTableNumber <= 0) return { seatNumber, tableNumber: null };
  const seatsPerTable = Math.ceil(event.totalSeatNumber / event.totalTableNumber);
  return { seatNumber, tableNumber: Math.min(event.totalTableNumber, Math.ceil(seatNumber / seatsPerTable)) };
}
