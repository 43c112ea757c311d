import { describe, expect, it } from "vitest";
import { orderTrip, summarise } from "@/scripts/code-map.mjs";

describe("the order's trip (scripts/code-map.mjs)", () => {
  it("counts a return each time the walk reads on in a file it had left", () => {
    expect(summarise(["a", "b", "a", "c", "b"])).toEqual({ steps: ["a", "b", "a", "c", "b"], files: ["a", "b", "c"], returns: 2 });
  });

  // 13: a hold that ends gives back four things, each kept by its own inventory file — type seats,
  // the buyer's allowance, a code's uses and (since resale) the listed tickets it claimed.
  it("goes from verifyPayment to issued tickets through at most 13 files and 5 returns", { timeout: 120_000 }, () => {
    const trip = orderTrip();
    expect(trip.files[0]).toBe("lib/domain/orders/verify-payment.ts");
    expect(trip.files).toContain("lib/domain/orders/issue-tickets.ts");
    expect(trip.files.length).toBeLessThanOrEqual(13);
    expect(trip.returns).toBeLessThanOrEqual(5);
  });
});
