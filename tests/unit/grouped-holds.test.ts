import { Types } from "mongoose";
import { describe, expect, it } from "vitest";
import { decideBatch, type Counters } from "@/lib/domain/inventory/grouped-holds";

const regular = new Types.ObjectId();
const vip = new Types.ObjectId();
const now = new Date("2026-12-01T12:00:00Z");

function counters(overrides: Partial<Counters> = {}): Counters {
  return {
    ticketQuantity: 10,
    seatsTaken: 6,
    endsAt: new Date("2026-12-20T22:00:00Z"),
    ticketTypes: [
      { _id: regular, quantity: 8, taken: 5 },
      { _id: vip, quantity: 2, taken: 1 },
    ],
    ...overrides,
  };
}

const hold = (...counts: [Types.ObjectId, number][]) => ({ counts: counts.map(([ticketType, quantity]) => ({ ticketType, quantity })) });

describe("a batch of holds decided on exact counters", () => {
  it("admits holds in arrival order while they fit, a later smaller one after a refused bigger one", () => {
    const { decisions, after } = decideBatch(counters(), [hold([regular, 2]), hold([regular, 2]), hold([regular, 1])], now);
    expect(decisions).toEqual([true, false, true]);
    expect(after.seatsTaken).toBe(9);
    expect(after.ticketTypes.map((type) => type.taken)).toEqual([8, 1]);
  });

  it("keeps each type within its own quantity and the event within its total", () => {
    const { decisions, after } = decideBatch(counters(), [hold([vip, 1]), hold([vip, 1]), hold([regular, 1], [vip, 0]), hold([regular, 3])], now);
    expect(decisions).toEqual([true, false, true, false]);
    expect(after.seatsTaken).toBe(8);
    expect(after.ticketTypes.map((type) => type.taken)).toEqual([6, 2]);
  });

  it("takes a hold of several types all or nothing", () => {
    const { decisions, after } = decideBatch(counters(), [hold([regular, 1], [vip, 2])], now);
    expect(decisions).toEqual([false]);
    expect(after.seatsTaken).toBe(6);
    expect(after.ticketTypes.map((type) => type.taken)).toEqual([5, 1]);
  });

  it("refuses every hold once the event has ended, and sends a hold of a type that is gone to be tried alone", () => {
    expect(decideBatch(counters({ endsAt: new Date("2026-12-01T11:00:00Z") }), [hold([regular, 1])], now).decisions).toEqual([false]);
    expect(decideBatch(counters(), [hold([new Types.ObjectId(), 1]), hold([regular, 1])], now).decisions).toEqual(["alone", true]);
  });

  it("leaves the counters it was given as they were", () => {
    const given = counters();
    decideBatch(given, [hold([regular, 2])], now);
    expect(given.seatsTaken).toBe(6);
    expect(given.ticketTypes[0]?.taken).toBe(5);
  });
});
