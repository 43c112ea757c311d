import { describe, expect, it } from "vitest";
import { firstLagosDayStart, lastLagosDays, salesPerDay } from "@/lib/domain/organiser/daily-sales";

// 00:30 on 22 November in Lagos: still 21 November in UTC.
const now = new Date("2026-11-21T23:30:00Z");

describe("sales per day for the overview chart", () => {
  it("covers the last 30 Lagos days, oldest first, ending today", () => {
    const days = lastLagosDays(now);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe("2026-11-22");
    expect(days[0]).toBe("2026-10-24");
    expect(new Set(days).size).toBe(30);
  });

  it("starts the query at Lagos midnight of the first day", () => {
    expect(firstLagosDayStart(now).toISOString()).toBe("2026-10-23T23:00:00.000Z");
  });

  it("adds up tickets and naira per Lagos day and leaves out sales outside the window", () => {
    const days = salesPerDay(
      [
        { paidAt: new Date("2026-11-21T23:10:00Z"), quantity: 2, amountKobo: 1_000_000 }, // 22 Nov in Lagos
        { paidAt: new Date("2026-11-21T22:50:00Z"), quantity: 1, amountKobo: 500_050 }, // 21 Nov in Lagos
        { paidAt: new Date("2026-11-21T12:00:00Z"), quantity: 3, amountKobo: 0 }, // free tickets
        { paidAt: new Date("2026-10-23T22:59:00Z"), quantity: 9, amountKobo: 9_900_000 }, // 23 Oct: too old
      ],
      now,
    );
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ date: "2026-11-22", tickets: 2, revenue: 10_000 });
    expect(days.at(-2)).toEqual({ date: "2026-11-21", tickets: 4, revenue: 5_000.5 });
    expect(days.slice(0, -2).every((day) => day.tickets === 0 && day.revenue === 0)).toBe(true);
  });
});
