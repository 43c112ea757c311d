import { describe, expect, it } from "vitest";
import { placeLabel } from "@/lib/domain/seating/place-label";

describe("placeLabel", () => {
  it("adds the words to the bare labels the API answers", () => {
    expect(placeLabel("5", "49")).toBe("Table 5 · Seat 49");
    expect(placeLabel("", "49")).toBe("Seat 49");
    expect(placeLabel(3, null)).toBe("Table 3");
  });

  it("reads 'Free seating' when the event has neither", () => {
    expect(placeLabel("", "")).toBe("Free seating");
  });
});
