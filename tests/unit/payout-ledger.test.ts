import { describe, expect, it } from "vitest";
import { availableBalance, organiserShare, platformFee, refundFits, refundable, settlesAt } from "@/lib/domain/payouts/ledger";

describe("the payout ledger", () => {
  it("keeps a 5% fee, rounded up to the naira, and gives the organiser the rest in whole naira", () => {
    expect(platformFee(4_000)).toBe(200);
    expect(platformFee(1_895)).toBe(95);
    expect(organiserShare(4_000)).toBe(3_800);
    expect(organiserShare(1_894.99)).toBe(1_799);
    expect(availableBalance(20_000, 10_000)).toEqual({ fee: 1_000, available: 9_000 });
    expect(availableBalance(2_000, 3_800)).toEqual({ fee: 100, available: 0 });
  });

  it("lets a refund through only while the share left covers what was paid out", () => {
    expect(refundFits(4_000, 0, 4_000)).toBe(true);
    expect(refundFits(4_000, 3_800, 0.01)).toBe(false);
    expect(refundFits(4_000, 1_800, 2_000)).toBe(true);
    expect(refundFits(2_000, 1_800, 106)).toBe(false);
    expect(refundFits(2_000, 1_800, 105)).toBe(true);
    expect(refundFits(100, 0, 100.01)).toBe(false);
  });

  it("says the largest refund still funded, to the kobo", () => {
    expect(refundable(4_000, 3_800)).toBe(0);
    expect(refundable(2_000, 1_800)).toBe(105);
    expect(refundable(5_000, 0)).toBe(5_000);
    for (const [netSales, requested] of [
      [7_345.5, 3_001],
      [10_000, 9_500],
      [999.99, 1],
    ] as const) {
      const most = refundable(netSales, requested);
      expect(refundFits(netSales, requested, most)).toBe(true);
      expect(refundFits(netSales, requested, Math.round((most + 0.01) * 100) / 100)).toBe(false);
    }
  });

  it("says the largest refund still funded when buyers paid the fees on some sales", () => {
    const largestByScan = (netSales: number, requested: number, passed: { sales: number; fromPassed: boolean }) => {
      for (let kobo = Math.round(netSales * 100); kobo > 0; kobo -= 1) {
        const refund = kobo / 100;
        if (refundFits(netSales, requested, refund, { sales: passed.sales, refund: passed.fromPassed ? refund : 0 })) return refund;
      }
      return 0;
    };
    for (const [netSales, requested, passedSales] of [
      [600, 300, 200],
      [450.5, 100, 450.5],
      [999.99, 900, 50],
      [2_000, 1_900, 0],
    ] as const) {
      for (const fromPassed of [false, true]) {
        const passed = { sales: passedSales, fromPassed };
        expect(refundable(netSales, requested, passed)).toBe(largestByScan(netSales, requested, passed));
      }
    }
    // A refund of sales whose buyers paid the fees leaves the platform's fee where it was: a naira refunded is a naira of share.
    expect(refundable(1_000, 500, { sales: 1_000, fromPassed: true })).toBe(500);
    expect(refundable(1_000, 500, { sales: 0, fromPassed: false })).toBe(473);
  });

  it("settles an event's sales the settlement days after it ends", () => {
    expect(settlesAt(new Date("2026-12-12T22:00:00Z"), 3).toISOString()).toBe("2026-12-15T22:00:00.000Z");
  });
});
