import { describe, expect, it } from "vitest";
import { discountPerTicket, priceOrder } from "@/lib/domain/promo/price-order";

const regular = { ticketType: "regular", name: "Regular", quantity: 2, unitPriceKobo: 500_000 };
const vip = { ticketType: "vip", name: "VIP", quantity: 1, unitPriceKobo: 2_000_000 };

describe("priceOrder", () => {
  it("charges the sum of the types' prices without a code", () => {
    const priced = priceOrder([regular, vip]);
    expect(priced.totalKobo).toBe(3_000_000);
    expect(priced.discountKobo).toBe(0);
    expect(priced.discountedTickets).toBe(0);
  });

  it("takes a percent off every ticket the code applies to", () => {
    const priced = priceOrder([regular, vip], { discountType: "percent", discountValue: 10, ticketTypes: [] });
    expect(priced.totalKobo).toBe(2_700_000);
    expect(priced.discountedTickets).toBe(3);
  });

  it("applies a code only to the types it names", () => {
    const priced = priceOrder([regular, vip], { discountType: "percent", discountValue: 50, ticketTypes: ["vip"] });
    expect(priced.totalKobo).toBe(1_000_000 + 1_000_000);
    expect(priced.discountedTickets).toBe(1);
    expect(priced.lines.map((line) => line.discountKobo)).toEqual([0, 1_000_000]);
  });

  it("takes a fixed naira amount off each ticket", () => {
    const priced = priceOrder([regular], { discountType: "fixed", discountValue: 1_500, ticketTypes: [] });
    expect(priced.totalKobo).toBe(2 * (500_000 - 150_000));
  });

  it("rounds a percent discount to the nearest kobo", () => {
    // 33% of ₦333.33 is 10999.89 kobo
    expect(discountPerTicket(33_333, { discountType: "percent", discountValue: 33, ticketTypes: [] })).toBe(11_000);
    expect(discountPerTicket(1, { discountType: "percent", discountValue: 49, ticketTypes: [] })).toBe(0);
    expect(
      Number.isInteger(
        priceOrder([{ ...regular, unitPriceKobo: 99_999 }], { discountType: "percent", discountValue: 12.5, ticketTypes: [] }).totalKobo,
      ),
    ).toBe(true);
  });

  it("never goes below zero", () => {
    const fixed = priceOrder([regular], { discountType: "fixed", discountValue: 1_000_000, ticketTypes: [] });
    expect(fixed.totalKobo).toBe(0);
    expect(fixed.lines[0]?.discountKobo).toBe(500_000);
    const percent = priceOrder([regular], { discountType: "percent", discountValue: 150, ticketTypes: [] });
    expect(percent.totalKobo).toBe(0);
    const negative = priceOrder([regular], { discountType: "fixed", discountValue: -500, ticketTypes: [] });
    expect(negative.totalKobo).toBe(1_000_000);
  });

  it("makes an order free with a 100% code", () => {
    expect(priceOrder([regular, vip], { discountType: "percent", discountValue: 100, ticketTypes: [] }).totalKobo).toBe(0);
  });

  it("counts uses of an access code that takes nothing off", () => {
    const priced = priceOrder([vip], { discountType: "percent", discountValue: 0, ticketTypes: ["vip"] });
    expect(priced.totalKobo).toBe(2_000_000);
    expect(priced.discountedTickets).toBe(1);
  });
});
