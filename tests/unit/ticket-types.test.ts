import { Types } from "mongoose";
import { describe, expect, it } from "vitest";
import { salesByType } from "@/lib/domain/organiser/sales-by-type";
import { cheapestPrice, defaultType, saleState } from "@/lib/domain/ticket-types/sale-state";

const now = new Date("2026-12-01T12:00:00Z");
const type = (name: string, price: number, extra: Record<string, unknown> = {}) => ({
  _id: new Types.ObjectId(),
  name,
  price,
  quantity: 10,
  taken: 0,
  ...extra,
});

describe("ticket type sale state", () => {
  it("is not yet on sale before its window, ended after it, sold out with nothing left", () => {
    expect(saleState(type("Late", 1, { salesStart: new Date("2026-12-02T00:00:00Z") }), now)).toBe("not_yet");
    expect(saleState(type("Early", 1, { salesEnd: new Date("2026-11-30T00:00:00Z") }), now)).toBe("ended");
    expect(saleState(type("Gone", 1, { taken: 10 }), now)).toBe("sold_out");
    expect(saleState(type("Open", 1), now)).toBe("on_sale");
  });

  it("prices the legacy single field at the cheapest visible type on sale, and a purchase without a type buys that one", () => {
    const types = [
      type("Early bird", 3_000, { salesEnd: new Date("2026-11-30T00:00:00Z") }),
      type("VIP", 20_000),
      type("Regular", 5_000),
      type("Crew", 0, { hidden: true }),
    ];
    expect(cheapestPrice(types, 99, now)).toBe(5_000);
    expect(defaultType(types, now)?.name).toBe("Regular");
    const allEnded = [type("VIP", 20_000, { taken: 10 }), type("Regular", 5_000, { taken: 10 })];
    expect(defaultType(allEnded, now)?.name).toBe("Regular");
    expect(cheapestPrice([], 99, now)).toBe(99);
  });
});

describe("sales by ticket type", () => {
  it("sums tickets and revenue (after discounts) per type, older orders as Regular", () => {
    const rows = salesByType([
      {
        quantity: 3,
        amountKobo: 3_000_000,
        lines: [
          { name: "Regular", quantity: 2, unitPriceKobo: 500_000 },
          { name: "VIP", quantity: 1, unitPriceKobo: 2_000_000 },
        ],
      },
      { quantity: 1, amountKobo: 1_600_000, lines: [{ name: "VIP", quantity: 1, unitPriceKobo: 2_000_000, discountKobo: 400_000 }] },
      { quantity: 2, amountKobo: 1_000_000 },
    ]);
    expect(rows).toEqual([
      { name: "VIP", tickets: 2, revenue: 36_000 },
      { name: "Regular", tickets: 4, revenue: 20_000 },
    ]);
  });

  it("leaves refunded tickets out, by their own type, so it agrees with the event's totals", () => {
    const rows = salesByType([
      {
        quantity: 3,
        amountKobo: 2_400_000,
        refundedQuantity: 1,
        refundedKobo: 1_600_000,
        refundedTypes: ["vip"],
        lines: [
          { ticketType: "regular", name: "Regular", quantity: 2, unitPriceKobo: 400_000 },
          { ticketType: "vip", name: "VIP", quantity: 1, unitPriceKobo: 1_600_000 },
        ],
      },
      { quantity: 2, amountKobo: 1_000_000, refundedQuantity: 1, refundedKobo: 500_000 },
      {
        quantity: 1,
        amountKobo: 500_000,
        refundedQuantity: 1,
        refundedKobo: 500_000,
        lines: [{ ticketType: "vip", name: "VIP", quantity: 1, unitPriceKobo: 500_000 }],
      },
    ]);
    expect(rows).toEqual([{ name: "Regular", tickets: 3, revenue: 13_000 }]);
  });
});
