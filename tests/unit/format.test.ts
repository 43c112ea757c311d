import { describe, expect, it } from "vitest";
import {
  eventLocationOrFallback,
  eventTitleOrFallback,
  formatEventDate,
  formatEventTime,
  formatKobo,
  formatMoney,
  formatNaira,
  truncate,
} from "@/lib/platform/format";

describe("card formatting", () => {
  it("formats naira en-NG without decimals, and 0 as Free", () => {
    expect(formatNaira(5000)).toBe("₦5,000");
    expect(formatNaira(1250000)).toBe("₦1,250,000");
    expect(formatNaira(0)).toBe("Free");
  });

  it("cuts descriptions longer than 85 characters and adds '...'", () => {
    const long = "a".repeat(86);
    expect(truncate(long)).toBe(`${"a".repeat(85)}...`);
    expect(truncate("a".repeat(85))).toBe("a".repeat(85));
  });

  it("formats Lagos dates and times, with SPEC's fallbacks", () => {
    expect(formatEventDate("2026-03-14")).toBe("Saturday, 14 March 2026");
    expect(formatEventDate("")).toBe("No Date");
    expect(formatEventTime("18:30")).toBe("6:30 pm");
    expect(eventTitleOrFallback("  ")).toBe("Untitled Event");
    expect(eventLocationOrFallback(undefined)).toBe("Unknown Location");
  });
});

describe("money on our pages", () => {
  it("shows ₦ with thousands separators, kobo only when there are any", () => {
    expect(formatMoney(12_500)).toBe("₦12,500");
    expect(formatMoney(12_500.5)).toBe("₦12,500.50");
    expect(formatMoney(0)).toBe("₦0");
  });

  it("reads an amount in kobo as naira", () => {
    expect(formatKobo(1_250_050)).toBe("₦12,500.50");
    expect(formatKobo(500_000)).toBe("₦5,000");
  });

  it("shows a price to the kobo, with two decimals when it has kobo, never rounded away", () => {
    expect(formatMoney(5_431.48)).toBe("₦5,431.48");
    expect(formatMoney(12_500.5)).toBe("₦12,500.50");
    expect(formatMoney(5_000)).toBe("₦5,000");
    expect(formatMoney(0.01)).toBe("₦0.01");
    expect(formatMoney(0)).toBe("₦0");
  });

  it("never writes '#' for naira", () => {
    for (const text of [formatMoney(30_000), formatKobo(3_000_000), formatNaira(30_000)]) expect(text).not.toContain("#");
  });
});
