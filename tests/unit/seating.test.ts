import { describe, expect, it } from "vitest";
import { seatPlacement, seatingSummary, type SeatingSummary } from "@/lib/domain/seating/seat-placement";

type Shape = { totalSeatNumber: number; totalTableNumber: number };

/** The table whose seat range (counted from the summary's list, in order) holds `seat`. */
function tableHolding(summary: SeatingSummary, seat: number): number | null {
  let last = 0;
  for (const { table, seats } of summary.tables.list) {
    last += seats;
    if (seat <= last) return table;
  }
  return null;
}

describe("seatPlacement", () => {
  it("puts seats 1..k at table 1, the next k at table 2, and so on", () => {
    const event = { totalSeatNumber: 10, totalTableNumber: 4 };
    expect([1, 2, 3, 4, 9, 10].map((seat) => seatPlacement(seat, event).tableNumber)).toEqual([1, 1, 1, 2, 3, 4]);
  });

  it("gives no seat beyond the last one, and no table when the event has no tables", () => {
    expect(seatPlacement(11, { totalSeatNumber: 10, totalTableNumber: 4 })).toEqual({ seatNumber: null, tableNumber: null });
    expect(seatPlacement(3, { totalSeatNumber: 10, totalTableNumber: 0 })).toEqual({ seatNumber: 3, tableNumber: null });
    expect(seatPlacement(1, { totalSeatNumber: 0, totalTableNumber: 5 })).toEqual({ seatNumber: null, tableNumber: null });
  });
});

describe("seatingSummary", () => {
  const shapes: Shape[] = [
    { totalSeatNumber: 10, totalTableNumber: 4 },
    { totalSeatNumber: 10, totalTableNumber: 6 },
    { totalSeatNumber: 3, totalTableNumber: 5 },
    { totalSeatNumber: 500, totalTableNumber: 50 },
    { totalSeatNumber: 120, totalTableNumber: 30 },
    { totalSeatNumber: 7, totalTableNumber: 1 },
    { totalSeatNumber: 1, totalTableNumber: 1 },
  ];

  it.each(shapes)("seats every seat at the table seatPlacement gives ($totalSeatNumber seats, $totalTableNumber tables)", (shape) => {
    const summary = seatingSummary({ ...shape, seatsAssigned: 0 });
    expect(summary.tables.list.reduce((sum, table) => sum + table.seats, 0)).toBe(shape.totalSeatNumber);
    for (let seat = 1; seat <= shape.totalSeatNumber; seat += 1) {
      expect(tableHolding(summary, seat)).toBe(seatPlacement(seat, shape).tableNumber);
    }
  });

  it.each(shapes)("counts the first n seats handed out as sold at their tables ($totalSeatNumber seats, $totalTableNumber tables)", (shape) => {
    const tableOfSeat = Array.from({ length: shape.totalSeatNumber }, (_, index) => seatPlacement(index + 1, shape).tableNumber);
    for (let sold = 0; sold <= shape.totalSeatNumber; sold += 1) {
      const soldAt = new Map<number | null, number>();
      for (const table of tableOfSeat.slice(0, sold)) soldAt.set(table, (soldAt.get(table) ?? 0) + 1);
      const summary = seatingSummary({ ...shape, seatsAssigned: sold });
      expect(summary.tables.list.map((table) => table.sold)).toEqual(summary.tables.list.map((table) => soldAt.get(table.table) ?? 0));
    }
  });

  it("splits 10 seats over 4 tables as 3, 3, 3, 1 and counts full, part-sold and empty tables", () => {
    const summary = seatingSummary({ totalSeatNumber: 10, totalTableNumber: 4, seatsAssigned: 4 });
    expect(summary.seats).toEqual({ total: 10, sold: 4, unsold: 6 });
    expect(summary.tables.list).toEqual([
      { table: 1, seats: 3, sold: 3 },
      { table: 2, seats: 3, sold: 1 },
      { table: 3, seats: 3, sold: 0 },
      { table: 4, seats: 1, sold: 0 },
    ]);
    expect(summary.tables).toMatchObject({ total: 4, full: 1, partlySold: 1, empty: 2, unused: 0 });
  });

  it("leaves the last tables without seats when the even spread runs out (10 seats, 6 tables)", () => {
    const summary = seatingSummary({ totalSeatNumber: 10, totalTableNumber: 6, seatsAssigned: 10 });
    expect(summary.tables.list.map((table) => table.seats)).toEqual([2, 2, 2, 2, 2, 0]);
    expect(summary.seats).toEqual({ total: 10, sold: 10, unsold: 0 });
    expect(summary.tables).toMatchObject({ total: 6, full: 5, partlySold: 0, empty: 0, unused: 1 });
  });

  it("gives one seat per table when there are more tables than seats", () => {
    const summary = seatingSummary({ totalSeatNumber: 3, totalTableNumber: 5, seatsAssigned: 2 });
    expect(summary.tables.list.map((table) => table.seats)).toEqual([1, 1, 1, 0, 0]);
    expect(summary.tables).toMatchObject({ total: 5, full: 2, partlySold: 0, empty: 1, unused: 2 });
  });

  it("caps sold seats at the number of seats", () => {
    const summary = seatingSummary({ totalSeatNumber: 8, totalTableNumber: 2, seatsAssigned: 11 });
    expect(summary.seats).toEqual({ total: 8, sold: 8, unsold: 0 });
    expect(summary.tables).toMatchObject({ full: 2, partlySold: 0, empty: 0, unused: 0 });
  });

  it("has seats but no tables when the event has no tables", () => {
    const summary = seatingSummary({ totalSeatNumber: 2000, totalTableNumber: 0, seatsAssigned: 150 });
    expect(summary.seats).toEqual({ total: 2000, sold: 150, unsold: 1850 });
    expect(summary.tables).toEqual({ total: 0, full: 0, partlySold: 0, empty: 0, unused: 0, list: [] });
  });

  it("has nothing to sell with free seating, even if tables were entered", () => {
    const summary = seatingSummary({ totalSeatNumber: 0, totalTableNumber: 3, seatsAssigned: 5 });
    expect(summary.seats).toEqual({ total: 0, sold: 0, unsold: 0 });
    expect(summary.tables).toMatchObject({ total: 3, full: 0, partlySold: 0, empty: 0, unused: 3 });
    expect(seatingSummary({ totalSeatNumber: 0, totalTableNumber: 0, seatsAssigned: 0 }).tables.list).toEqual([]);
  });
});
