import { Types } from "mongoose";
import { describe, expect, it } from "vitest";
import { gatewayFeeKobo } from "@/lib/domain/fees/fee-rules";
import { resaleClosesAt, resalePolicyOf, resaleQuote } from "@/lib/domain/resale/resale-policy";
import { splitOwnAndResale, withResaleSeats } from "@/lib/domain/resale/resale-stock";

const policy = (overrides: Partial<ReturnType<typeof resalePolicyOf>> = {}) => ({ ...resalePolicyOf({ allowed: true }), ...overrides });

describe("what selling a ticket back returns", () => {
  it("is the price paid less the policy's percentage of it", () => {
    expect(resaleQuote(policy({ feePercent: 10 }), 4_000_00, 4_000_00, "absorb")).toEqual({
      paidKobo: 400_000,
      feeKobo: 40_000,
      refundKobo: 360_000,
    });
    expect(resaleQuote(policy({ feePercent: 2.5 }), 3_333_33, 5_000_00, "absorb").feeKobo).toBe(8_334); // rounded up to the kobo
  });

  it("adds Paystack's charge on the new sale at face value when the organiser absorbs the fees, never when buyers pay them", () => {
    const charge = gatewayFeeKobo(5_000_00);
    expect(resaleQuote(policy({ gatewayFee: true }), 2_500_00, 5_000_00, "absorb")).toEqual({
      paidKobo: 250_000,
      feeKobo: charge,
      refundKobo: 250_000 - charge,
    });
    expect(resaleQuote(policy({ gatewayFee: true }), 2_500_00, 5_000_00, "pass").feeKobo).toBe(0);
  });

  it("never costs more than was paid, and a free ticket returns nothing", () => {
    expect(resaleQuote(policy({ feePercent: 50, gatewayFee: true }), 100_00, 100_000_00, "absorb").refundKobo).toBe(0);
    expect(resaleQuote(policy({ feePercent: 10, gatewayFee: true }), 0, 0, "absorb")).toEqual({ paidKobo: 0, feeKobo: 0, refundKobo: 0 });
  });

  it("is off unless the organiser turned it on, and closes at the event's start at the latest", () => {
    expect(resalePolicyOf(undefined).allowed).toBe(false);
    const start = new Date("2026-12-12T17:00:00Z");
    expect(resaleClosesAt(policy(), start)).toEqual(start);
    expect(resaleClosesAt(policy({ until: "2026-12-20T17:00:00.000Z" }), start)).toEqual(start);
    expect(resaleClosesAt(policy({ until: "2026-12-10T17:00:00.000Z" }), start)).toEqual(new Date("2026-12-10T17:00:00Z"));
  });
});

describe("resale seats", () => {
  const regular = { _id: new Types.ObjectId(), name: "Regular", price: 5_000, quantity: 10, taken: 9 };
  const open = { [String(regular._id)]: 3 };

  it("come after the type's own stock", () => {
    const line = (quantity: number) => [{ ticketType: String(regular._id), quantity }];
    expect(splitOwnAndResale([regular], open, line(1))).toEqual([{ ticketType: String(regular._id), own: 1, resale: 0 }]);
    expect(splitOwnAndResale([regular], open, line(3))).toEqual([{ ticketType: String(regular._id), own: 1, resale: 2 }]);
    expect(splitOwnAndResale([regular], open, line(5))).toBeNull();
  });

  it("show as the type's seats left, so a sold-out type is on sale again", () => {
    const seen = withResaleSeats({ ticketTypes: [{ ...regular, taken: 10 }], resaleOpen: open });
    expect(seen.resaleSeats).toBe(3);
    expect((seen.ticketTypes?.[0] as { resale?: number } | undefined)?.resale).toBe(3);
  });
});
