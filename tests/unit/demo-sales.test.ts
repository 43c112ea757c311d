import { Types } from "mongoose";
import { describe, expect, it } from "vitest";
import { planDemoSales, type DemoSalesEvent } from "@/lib/jobs/seed/demo-sales";

const now = new Date("2026-11-22T12:00:00Z");
const hours = (count: number) => count * 60 * 60 * 1000;

function eventAt(startsInHours: number, lastsHours: number, shape: Partial<DemoSalesEvent> = {}): DemoSalesEvent {
  const startsAt = new Date(now.getTime() + hours(startsInHours));
  return {
    _id: new Types.ObjectId(),
    slug: "demo",
    ticketPrice: 5_000,
    ticketPurchaseLimit: 6,
    totalSeatNumber: 300,
    totalTableNumber: 30,
    parkingAccess: "yes",
    startsAt,
    endsAt: new Date(startsAt.getTime() + hours(lastsHours)),
    ...shape,
  };
}

const buyers = {
  boxOffice: new Types.ObjectId(),
  attendee: { _id: new Types.ObjectId(), fullName: "Tunde Bakare", email: "attendee@scheditix.test", tickets: 2 },
};

describe("the demo's sales plan", () => {
  it("adds up: orders, tickets, attendees and the event's counters all agree", () => {
    const event = eventAt(24 * 6, 4);
    const plan = planDemoSales(event, 188, buyers, now);
    const quantities = plan.orders.map((order) => order.quantity as number);
    expect(quantities.reduce((sum, quantity) => sum + quantity, 0)).toBe(188);
    expect(Math.max(...quantities)).toBeLessThanOrEqual(4);
    expect(plan.tickets).toHaveLength(188);
    expect(plan.attendees).toHaveLength(188);
    expect(plan.orders.reduce((sum, order) => sum + (order.amountKobo as number), 0) / 100).toBe(plan.counters.revenueGenerated);
    expect(plan.counters).toEqual({
      ticketSold: 188,
      seatsTaken: 188,
      seatsAssigned: 188,
      revenueGenerated: 940_000,
      totalAttendee: 188,
      checkins: 0,
    });
    expect(new Set(plan.orders.map((order) => order.reference)).size).toBe(plan.orders.length);
  });

  it("numbers seats in sale order with unique check-in codes, all paid before the event and in the past", () => {
    const event = eventAt(24 * 6, 4);
    const plan = planDemoSales(event, 120, buyers, now);
    const paidAt = plan.orders.map((order) => (order.paidAt as Date).getTime());
    expect(paidAt).toEqual([...paidAt].sort((a, b) => a - b));
    expect(Math.max(...paidAt)).toBeLessThan(now.getTime());
    expect(plan.tickets.map((ticket) => ticket.seatNumber)).toEqual(Array.from({ length: 120 }, (_, index) => index + 1));
    expect(plan.tickets[0]).toMatchObject({ tableNumber: 1, seatNumber: 1 });
    expect(plan.tickets[119]).toMatchObject({ tableNumber: 12, seatNumber: 120 });
    expect(new Set(plan.tickets.map((ticket) => ticket.checkInCode)).size).toBe(120);
  });

  it("gives the demo attendee their own first order", () => {
    const plan = planDemoSales(eventAt(24, 4), 50, buyers, now);
    const own = plan.orders.filter((order) => String(order.buyer) === String(buyers.attendee._id));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ quantity: 2, fullName: "Tunde Bakare", firstSeatNumber: 1 });
  });

  it("checks tickets in only once an event has started, and most of them once it has ended", () => {
    expect(planDemoSales(eventAt(24, 4), 200, buyers, now).counters.checkins).toBe(0);
    const ended = planDemoSales(eventAt(-24 * 7, 8), 200, buyers, now);
    expect(ended.counters.checkins).toBeGreaterThan(140);
    expect(ended.tickets.filter((ticket) => ticket.status === "checked_in")).toHaveLength(ended.counters.checkins);
    const ongoing = eventAt(-2, 48);
    const underWay = planDemoSales(ongoing, 200, buyers, now);
    expect(underWay.counters.checkins).toBeGreaterThan(50);
    expect(underWay.counters.checkins).toBeLessThan(150);
    for (const ticket of underWay.tickets.filter((candidate) => candidate.checkedInAt)) {
      const at = (ticket.checkedInAt as Date).getTime();
      expect(at).toBeGreaterThanOrEqual(ongoing.startsAt.getTime());
      expect(at).toBeLessThanOrEqual(now.getTime());
    }
  });

  it("leaves seats unnumbered past the event's numbered seating", () => {
    const plan = planDemoSales(eventAt(24, 4, { totalSeatNumber: 10, totalTableNumber: 0 }), 12, buyers, now);
    expect(plan.tickets.filter((ticket) => ticket.seatNumber === undefined)).toHaveLength(2);
    expect(plan.tickets.every((ticket) => ticket.tableNumber === undefined)).toBe(true);
  });
});
