import { Types } from "mongoose";
import { describe, expect, it } from "vitest";
import { seatingWarning } from "@/lib/domain/events/seating-warning";
import { ticketsAvailable } from "@/lib/domain/events/tickets-available";
import { createEventSchema, updateEventSchema } from "@/lib/domain/validations/event";
import { lagosDate } from "@/lib/platform/time/lagos";

const NOW = new Date("2026-06-01T12:00:00Z");
const HOUR = 3_600_000;
const type = (name: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  _id: new Types.ObjectId(),
  name,
  price: 5_000,
  quantity,
  taken: 0,
  ...extra,
});
const event = (ticketTypes: ReturnType<typeof type>[], extra: Record<string, unknown> = {}) => ({
  ticketQuantity: ticketTypes.reduce((sum, each) => sum + each.quantity, 0),
  seatsTaken: ticketTypes.reduce((sum, each) => sum + each.taken, 0),
  ticketTypes,
  endsAt: new Date(NOW.getTime() + 48 * HOUR),
  ...extra,
});

describe("tickets available", () => {
  it("counts what is left of the visible types", () => {
    expect(ticketsAvailable(event([type("Regular", 100, { taken: 30 }), type("VIP", 20, { taken: 20 })]), NOW)).toBe(70);
  });

  it("leaves out hidden types and types whose sale has ended, but counts those not yet on sale", () => {
    const types = [
      type("Regular", 50),
      type("Early bird", 30, { salesEnd: new Date(NOW.getTime() - HOUR) }),
      type("Late", 20, { salesStart: new Date(NOW.getTime() + HOUR) }),
      type("Friends", 10, { hidden: true }),
    ];
    expect(ticketsAvailable(event(types), NOW)).toBe(70);
  });

  it("is none once the event has ended or was cancelled", () => {
    const types = [type("Regular", 50)];
    expect(ticketsAvailable(event(types, { endsAt: new Date(NOW.getTime() - HOUR) }), NOW)).toBe(0);
    expect(ticketsAvailable(event(types, { cancelledAt: new Date(NOW.getTime() - HOUR) }), NOW)).toBe(0);
  });

  it("falls back to the event's own figures for an event without types", () => {
    expect(ticketsAvailable({ ticketQuantity: 80, seatsTaken: 12, ticketTypes: [], endsAt: new Date(NOW.getTime() + HOUR) }, NOW)).toBe(68);
  });
});

describe("seating warning", () => {
  it("warns when fewer numbered seats than tickets are given, saying how many buyers go without", () => {
    expect(seatingWarning(80, 100)).toBe(
      "Only 80 seats for 100 tickets: 20 buyers would get no numbered seat. Add seats, or leave the seating empty for a standing event.",
    );
    expect(seatingWarning(1, 2)).toMatch(/^Only 1 seat for 2 tickets: 1 buyer would/);
  });

  it("says nothing for a standing event (no seats) or enough seats", () => {
    expect(seatingWarning(0, 500)).toBeNull();
    expect(seatingWarning(100, 100)).toBeNull();
    expect(seatingWarning(120, 100)).toBeNull();
  });
});

describe("seating fields", () => {
  const inDays = (days: number) => lagosDate(new Date(Date.now() + days * 86_400_000));
  const base = {
    eventTitle: "Standing Afrobeats Night",
    eventDescription: "A standing concert on the beach with three bands.",
    eventLocation: "Landmark Beach, Lagos",
    startDate: inDays(5),
    startTime: "18:00",
    endDate: inDays(5),
    endTime: "23:00",
    ticketPrice: "5000",
    ticketQuantity: "100",
    ticketPurchaseLimit: "4",
    parkingAccess: "no",
  };

  it("creates with no seating when the fields are absent or blank", () => {
    expect(createEventSchema.parse(base)).toMatchObject({ totalTableNumber: 0, totalSeatNumber: 0 });
    expect(createEventSchema.parse({ ...base, totalTableNumber: "", totalSeatNumber: "  " })).toMatchObject({
      totalTableNumber: 0,
      totalSeatNumber: 0,
    });
    expect(createEventSchema.parse({ ...base, totalTableNumber: "5", totalSeatNumber: "40" })).toMatchObject({
      totalTableNumber: 5,
      totalSeatNumber: 40,
    });
  });

  it("still refuses a negative or fractional count", () => {
    expect(createEventSchema.safeParse({ ...base, totalSeatNumber: "-3" }).success).toBe(false);
    expect(createEventSchema.safeParse({ ...base, totalTableNumber: "2.5" }).success).toBe(false);
  });

  it("on an edit, leaves seating alone when not sent and clears it when sent blank", () => {
    expect(updateEventSchema.parse({ eventTitle: "A new name" })).toEqual({ eventTitle: "A new name" });
    expect(updateEventSchema.parse({ totalSeatNumber: "" })).toEqual({ totalSeatNumber: 0 });
  });
});
