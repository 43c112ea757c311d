import { describe, expect, it } from "vitest";
import { allInPriceNaira, gatewayFeeKobo, grossUpKobo, orderFees, platformFeeKobo } from "@/lib/domain/fees/fee-rules";

const naira = (amount: number) => Math.round(amount * 100);

/** What the organiser is left with of what the buyer paid, once Paystack and the platform took theirs. */
const leftAfterFees = (totalKobo: number, ticketsKobo: number) => totalKobo - gatewayFeeKobo(totalKobo) - platformFeeKobo(ticketsKobo);

describe("Paystack's local charge", () => {
  it("is 1.5 % without the ₦100 under ₦2,500, rounded up to the kobo", () => {
    expect(gatewayFeeKobo(naira(2_499))).toBe(3_749); // ₦37.485 → ₦37.49
    expect(gatewayFeeKobo(naira(2_499.99))).toBe(3_750);
  });

  it("adds the ₦100 from ₦2,500", () => {
    expect(gatewayFeeKobo(naira(2_500))).toBe(naira(37.5 + 100));
    expect(gatewayFeeKobo(naira(5_000))).toBe(naira(75 + 100));
  });

  it("stops at the ₦2,000 cap, which 1.5 % + ₦100 reaches above ₦126,666.66", () => {
    expect(gatewayFeeKobo(naira(126_666))).toBe(199_999);
    expect(gatewayFeeKobo(naira(126_667))).toBe(naira(2_000));
    expect(gatewayFeeKobo(naira(1_000_000))).toBe(naira(2_000));
  });

  it("is nothing on nothing", () => {
    expect(gatewayFeeKobo(0)).toBe(0);
    expect(gatewayFeeKobo(-100)).toBe(0);
  });
});

describe("the platform's fee", () => {
  it("is 5 % of the tickets, rounded up to the kobo", () => {
    expect(platformFeeKobo(naira(5_000))).toBe(naira(250));
    expect(platformFeeKobo(naira(2_499))).toBe(12_495);
    expect(platformFeeKobo(1)).toBe(1);
    expect(platformFeeKobo(0)).toBe(0);
  });
});

describe("orderFees when the organiser absorbs the fees", () => {
  it("charges the buyer the ticket price and shows no fees", () => {
    for (const price of [2_499, 2_500, 200_000]) {
      expect(orderFees(naira(price), "absorb")).toEqual({
        feeMode: "absorb",
        ticketsKobo: naira(price),
        platformFeeKobo: 0,
        gatewayFeeKobo: 0,
        feeKobo: 0,
        totalKobo: naira(price),
      });
      expect(allInPriceNaira(price, "absorb")).toBe(price);
    }
    expect(orderFees(naira(5_000)).totalKobo).toBe(naira(5_000));
  });
});

describe("orderFees when buyers pay the fees", () => {
  it("prices a ₦2,499 ticket with the ₦100 in Paystack's charge: its total passes ₦2,500", () => {
    expect(orderFees(naira(2_499), "pass")).toEqual({
      feeMode: "pass",
      ticketsKobo: 249_900,
      platformFeeKobo: 12_495,
      gatewayFeeKobo: 14_149,
      feeKobo: 26_644,
      totalKobo: 276_544,
    });
  });

  it("prices a ₦2,500 and a ₦5,000 ticket", () => {
    expect(orderFees(naira(2_500), "pass")).toMatchObject({ platformFeeKobo: 12_500, gatewayFeeKobo: 14_150, totalKobo: 276_650 });
    expect(orderFees(naira(5_000), "pass")).toMatchObject({ platformFeeKobo: 25_000, gatewayFeeKobo: 18_148, feeKobo: 43_148, totalKobo: 543_148 });
    expect(allInPriceNaira(5_000, "pass")).toBe(5_431.48);
  });

  it("adds exactly the capped ₦2,000 on a large order", () => {
    expect(orderFees(naira(200_000), "pass")).toMatchObject({
      platformFeeKobo: naira(10_000),
      gatewayFeeKobo: naira(2_000),
      totalKobo: naira(212_000),
    });
  });

  it("leaves the organiser the ticket price exactly, and one kobo less would not", () => {
    const prices = [1, 100, 1_000, 2_374, 2_375, 2_376, 2_499, 2_500, 5_000, 9_999.99, 118_000, 118_900, 119_000, 200_000, 10_000_000];
    for (const price of prices) {
      const fees = orderFees(naira(price), "pass");
      expect(leftAfterFees(fees.totalKobo, fees.ticketsKobo), `₦${price}`).toBe(fees.ticketsKobo);
      expect(leftAfterFees(fees.totalKobo - 1, fees.ticketsKobo), `₦${price} less a kobo`).toBeLessThan(fees.ticketsKobo);
      expect(fees.feeKobo).toBe(fees.platformFeeKobo + fees.gatewayFeeKobo);
      expect(fees.totalKobo).toBe(fees.ticketsKobo + fees.feeKobo);
      expect(fees.gatewayFeeKobo).toBe(gatewayFeeKobo(fees.totalKobo));
    }
  });

  it("charges nothing for free tickets", () => {
    expect(orderFees(0, "pass")).toMatchObject({ feeKobo: 0, totalKobo: 0 });
    expect(allInPriceNaira(0, "pass")).toBe(0);
  });
});

describe("grossUpKobo", () => {
  it("finds the least total that leaves the amount after Paystack's charge, across the ₦2,500 step and the cap", () => {
    // Every 3,701st kobo up to ₦150,000: below and across the flat ₦100, and past the cap.
    for (let net = 1; net <= naira(150_000); net += 3_701) {
      const total = grossUpKobo(net);
      expect(total - gatewayFeeKobo(total), `net ${net}`).toBe(net);
      expect(total - 1 - gatewayFeeKobo(total - 1), `net ${net}, a kobo less`).toBeLessThan(net);
    }
  });

  it("jumps over the ₦2,500 step: just below it no total leaves ₦2,463", () => {
    // Under ₦2,500 the most a buyer's payment leaves is ₦2,462.49 (₦2,499.99 less ₦37.50).
    expect(grossUpKobo(naira(2_462.49))).toBe(naira(2_499.99));
    expect(grossUpKobo(naira(2_463))).toBeGreaterThan(naira(2_600));
  });
});
