import { describe, expect, it } from "vitest";
import {
  HERO_INTERVAL_MS,
  TESTIMONIAL_INTERVAL_MS,
  isRotating,
  nextSlideIndex,
  planOfMe,
  rotationEnabled,
  shouldShowTrending,
  slideLabel,
} from "@/components/landing/landing-rules";
import { queryParam } from "@/components/landing/query-param";

describe("carousel index math", () => {
  it("advances one slide at a time and wraps from the 4th back to the 1st", () => {
    expect([0, 1, 2, 3].map((index) => nextSlideIndex(index, 4))).toEqual([1, 2, 3, 0]);
  });

  it("stays on the only slide when there is one, and copes with none", () => {
    expect(nextSlideIndex(0, 1)).toBe(0);
    expect(nextSlideIndex(0, 0)).toBe(0);
  });

  it("labels slides 'n of 4'", () => {
    expect(slideLabel(0, 4)).toBe("1 of 4");
    expect(slideLabel(3, 4)).toBe("4 of 4");
  });

  it("turns every 3 s in the hero and every 5 s in the testimonials", () => {
    expect(HERO_INTERVAL_MS).toBe(3000);
    expect(TESTIMONIAL_INTERVAL_MS).toBe(5000);
  });
});

describe("carousel rotation", () => {
  const idle = { pausedByUser: null, prefersReducedMotion: false, hovered: false, focused: false };

  it("rotates on its own when nobody is pointing at it or inside it", () => {
    expect(isRotating(idle)).toBe(true);
  });

  it("pauses on hover and on focus", () => {
    expect(isRotating({ ...idle, hovered: true })).toBe(false);
    expect(isRotating({ ...idle, focused: true })).toBe(false);
  });

  it("does not start for people who prefer reduced motion, unless they press play", () => {
    expect(isRotating({ ...idle, prefersReducedMotion: true })).toBe(false);
    expect(isRotating({ ...idle, prefersReducedMotion: true, pausedByUser: false })).toBe(true);
  });

  it("stays paused after the pause button, whatever the motion preference", () => {
    expect(rotationEnabled({ pausedByUser: true, prefersReducedMotion: false })).toBe(false);
    expect(isRotating({ ...idle, pausedByUser: true })).toBe(false);
  });
});

describe("Trending Events visibility", () => {
  it("shows only to a signed-in user on the basic plan", () => {
    expect(shouldShowTrending("authenticated", "basic")).toBe(true);
  });

  it("hides from paid plans, visitors, and while the session or plan is unknown", () => {
    expect(shouldShowTrending("authenticated", "pro")).toBe(false);
    expect(shouldShowTrending("authenticated", "premium")).toBe(false);
    expect(shouldShowTrending("authenticated", null)).toBe(false);
    expect(shouldShowTrending("unauthenticated", "basic")).toBe(false);
    expect(shouldShowTrending("loading", "basic")).toBe(false);
  });

  it("reads the plan from GET /api/v1/me and nothing else", () => {
    expect(planOfMe({ message: "Profile fetched successfully", data: { plan: "basic" } })).toBe("basic");
    expect(planOfMe({ data: { plan: "gold" } })).toBeNull();
    expect(planOfMe({ message: "Unauthorized" })).toBeNull();
    expect(planOfMe(null)).toBeNull();
  });
});

describe("query-string values", () => {
  it("takes the first of repeated values, trimmed, and drops blanks", () => {
    expect(queryParam(["comedy", "music"])).toBe("comedy");
    expect(queryParam("  tech  ")).toBe("tech");
    expect(queryParam("   ")).toBeUndefined();
    expect(queryParam(undefined)).toBeUndefined();
  });

  it("bounds the length", () => {
    expect(queryParam("x".repeat(500))).toHaveLength(100);
  });
});
