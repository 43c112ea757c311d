import { describe, expect, it } from "vitest";
import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate, formatEventTime, formatNaira, truncate } from "@/lib/format";

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
