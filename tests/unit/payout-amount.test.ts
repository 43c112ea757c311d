import { describe, expect, it } from "vitest";
import { amountProblem, transferRefused } from "@/components/payouts/payout-request/check-amount";

describe("a payout amount", () => {
  it("must be whole naira of at least ₦1", () => {
    expect(amountProblem("", 5_000)).toBe("Enter an amount in whole naira");
    expect(amountProblem("10.5", 5_000)).toBe("Enter an amount in whole naira");
    expect(amountProblem("0", 5_000)).toBe("Enter an amount in whole naira");
  });

  it("may not be more than what is available, said in ₦", () => {
    expect(amountProblem("5001", 5_000)).toBe("The amount cannot be more than ₦5,000");
    expect(amountProblem("5000", 5_000)).toBeNull();
  });

  it("knows a transfer the payment service refused at once", () => {
    expect(transferRefused({ status: "failed" })).toBe(true);
    expect(transferRefused({ status: "pending" })).toBe(false);
    expect(transferRefused(null)).toBe(false);
  });
});
