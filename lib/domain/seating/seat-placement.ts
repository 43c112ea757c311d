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

/** One table's share of the numbered seats, and how many of them are sold. */
export type TableSales = { table: number; seats: number; sold: number };

export type SeatingSummary = {
  seats: { total: number; sold: number; unsold: number };
  /** `unused` tables hold no seat at all: the even spread can leave the last tables empty-handed. */
  tables: { total: number; full: number; partlySold: number; empty: number; unused: number; list: TableSales[] };
};

const wholeCount = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/**
 * Seats and tables sold so far, by the same spread as `seatPlacement`: seats are handed out in
 * order, so seats 1..sold are taken and table t holds seats (t-1)·k+1 .. t·k.
 */
export function seatingSummary(event: { totalSeatNumber: number; totalTableNumber: number; seatsAssigned: number }): SeatingSummary {
  const total = wholeCount(event.totalSeatNumber);
  const sold = Math.min(total, wholeCount(event.seatsAssigned));
  const tableCount = wholeCount(event.totalTableNumber);
  const seatsPerTable = tableCount > 0 ? Math.ceil(total / tableCount) : 0;

  const list: TableSales[] = Array.from({ length: tableCount }, (_, index) => {
    const before = index * seatsPerTable;
    const seats = Math.max(0, Math.min(seatsPerTable, total - before));
    return { table: index + 1, seats, sold: Math.max(0, Math.min(seats, sold - before)) };
  });

  const full = list.filter((table) => table.seats > 0 && table.sold === table.seats).length;
  const empty = list.filter((table) => table.seats > 0 && table.sold === 0).length;
  const unused = list.filter((table) => table.seats === 0).length;

  return {
    seats: { total, sold, unsold: total - sold },
    tables: { total: tableCount, full, partlySold: tableCount - full - empty - unused, empty, unused, list },
  };
}
