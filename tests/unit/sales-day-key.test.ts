import { describe, expect, it } from "vitest";
import { salesDayKey, tallySalesDays, trendingDays, trendingWindowStart } from "@/lib/domain/sales-days/sales-day-key";

// 00:30 on 22 November in Lagos: still 21 November in UTC.
const now = new Date("2026-11-21T23:30:00Z");

describe("the day a sale counts on, for trending", () => {
  it("is the Lagos calendar day of the payment, not the UTC one", () => {
    expect(salesDayKey(now)).toBe("2026-11-22");
    expect(salesDayKey(new Date("2026-11-21T22:59:59Z"))).toBe("2026-11-21");
    expect(salesDayKey(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
  });

  it("reads the last 14 Lagos days, oldest first, ending today, from Lagos midnight of the first", () => {
    const days = trendingDays(now);
    expect(days).toHaveLength(14);
    expect(days.at(-1)).toBe("2026-11-22");
    expect(days[0]).toBe("2026-11-09");
    expect(new Set(days).size).toBe(14);
    expect(trendingWindowStart(now).toISOString()).toBe("2026-11-08T23:00:00.000Z");
  });

  it("adds up each event's tickets per day, leaving out refunded ones and orders never paid", () => {
    const tally = tallySalesDays([
      { event: "a", paidAt: new Date("2026-11-21T23:10:00Z"), quantity: 2 },
      { event: "a", paidAt: new Date("2026-11-22T10:00:00Z"), quantity: 3, refundedQuantity: 1 },
      { event: "a", paidAt: new Date("2026-11-21T22:50:00Z"), quantity: 1 },
      { event: "b", paidAt: new Date("2026-11-22T10:00:00Z"), quantity: 4 },
      { event: "b", paidAt: null, quantity: 9 },
    ]);
    expect([...tally.values()]).toEqual([
      { event: "a", day: "2026-11-22", tickets: 4 },
      { event: "a", day: "2026-11-21", tickets: 1 },
      { event: "b", day: "2026-11-22", tickets: 4 },
    ]);
  });
});
