import { describe, expect, it } from "vitest";
import { orderFees } from "@/lib/domain/fees/fee-rules";
import { receiptSection } from "@/lib/domain/mail/receipt-section";
import { ticketConfirmationEmail } from "@/lib/domain/mail/ticket-templates";
import { channelLabel, receiptFigures, receiptRows, shortOrderNumber } from "@/lib/domain/orders/receipt-figures";
import { saleSplit } from "@/lib/domain/organiser/sale-split";

const line = (name: string, quantity: number, unitPriceKobo: number, discountKobo = 0) => ({
  name,
  quantity,
  unitPriceKobo,
  discountKobo,
});

describe("a paid order's receipt", () => {
  it("lists type × quantity × unit price, the discount, the fees the buyer paid, and a total they add up to", () => {
    // 2 VIP at ₦15,000 with ₦1,500 off each, 1 Regular at ₦5,000: tickets ₦32,000, fees passed on.
    const fees = orderFees(32_000_00, "pass");
    const figures = receiptFigures({
      quantity: 3,
      lines: [line("VIP", 2, 15_000_00, 1_500_00), line("Regular", 1, 5_000_00)],
      amountKobo: fees.totalKobo,
      feeMode: "pass",
      feeKobo: fees.feeKobo,
      platformFeeKobo: fees.platformFeeKobo,
      gatewayFeeKobo: fees.gatewayFeeKobo,
      channel: "bank_transfer",
      payBy: "card",
    });
    expect(figures).toMatchObject({
      ticketsKobo: 32_000_00,
      discountKobo: 3_000_00,
      fees: { bookingKobo: 1_600_00, processingKobo: fees.gatewayFeeKobo },
      totalKobo: fees.totalKobo,
      channel: "Bank transfer",
    });
    const rows = receiptRows(figures);
    expect(rows.map((row) => row.label)).toEqual(["2 × VIP at ₦15,000", "1 × Regular at ₦5,000", "Discount", "Booking fee", "Payment processing"]);
    expect(rows.map((row) => row.amount).slice(0, 4)).toEqual(["₦30,000", "₦5,000", "−₦3,000", "₦1,600"]);
    // What the rows say adds up to what was paid.
    const kobo = (amount: string) => Math.round(Number(amount.replace(/[₦,]/g, "").replace("−", "-")) * 100);
    expect(rows.reduce((sum, row) => sum + kobo(row.amount), 0)).toBe(figures.totalKobo);
  });

  it("shows no fees when the organiser absorbed them, and the channel the buyer chose when the gateway named none", () => {
    const figures = receiptFigures({
      quantity: 2,
      lines: [line("Regular", 2, 5_000_00)],
      amountKobo: 10_000_00,
      feeMode: "absorb",
      feeKobo: 0,
      payBy: "ussd",
    });
    expect(figures.fees).toBeNull();
    expect(figures.channel).toBe("USSD");
    expect(receiptRows(figures)).toEqual([{ label: "2 × Regular at ₦5,000", amount: "₦10,000" }]);
  });

  it("reads an order from before ticket types as Regular tickets, and a free order as paid with nothing", () => {
    const legacy = receiptFigures({ quantity: 4, amountKobo: 8_000_00, payBy: "card" });
    expect(receiptRows(legacy)).toEqual([{ label: "4 × Regular at ₦2,000", amount: "₦8,000" }]);
    expect(receiptFigures({ quantity: 1, lines: [line("Free", 1, 0)], amountKobo: 0 }).channel).toBeNull();
    // Paid, but neither the gateway nor the buyer named how.
    expect(receiptFigures({ quantity: 1, amountKobo: 2_000_00 }).channel).toBe("Online payment");
  });

  it("names Paystack's channels as people do, and tidies ones we do not know", () => {
    expect(channelLabel("card")).toBe("Card");
    expect(channelLabel("bank")).toBe("Bank account");
    expect(channelLabel("mobile_money")).toBe("Mobile money");
    expect(channelLabel("")).toBeNull();
    expect(channelLabel(undefined)).toBeNull();
  });

  it("prints a short order number from the public id", () => {
    expect(shortOrderNumber("3f9a21c0d4e5f60718293a4b5c6d7e8f")).toBe("3F9A21C0");
  });
});

describe("the receipt in the tickets e-mail", () => {
  const receipt = {
    orderNumber: "3F9A21C0",
    reference: "tkt-abc123",
    rows: [
      { label: "2 × VIP at ₦15,000", amount: "₦30,000" },
      { label: "Booking fee", amount: "₦1,500" },
    ],
    total: "₦32,115",
    channel: "Bank transfer",
    paidAt: "28 Nov 2026, 14:05",
    organiser: "Eko <Events> & Co",
    url: "https://scheditix.test/orders/3f9a21c0d4e5f60718293a4b5c6d7e8f/receipt",
  };

  it("states items, fees, total, channel, paid at (Lagos time), organiser and the receipt's link, in both parts", () => {
    const section = receiptSection(receipt);
    expect(section.text).toContain("Receipt · Order 3F9A21C0");
    expect(section.text).toContain("2 × VIP at ₦15,000: ₦30,000");
    expect(section.text).toContain("Booking fee: ₦1,500");
    expect(section.text).toContain("Total paid: ₦32,115");
    expect(section.text).toContain("Paid with: Bank transfer");
    expect(section.text).toContain("Paid at: 28 Nov 2026, 14:05 (Lagos time)");
    expect(section.text).toContain("Organiser: Eko <Events> & Co");
    expect(section.text).toContain(receipt.url);
    expect(section.html).toContain("Eko &lt;Events&gt; &amp; Co");
    expect(section.html).toContain(`href="${receipt.url}"`);
  });

  it("comes after the tickets and their link, so the first link in the e-mail still opens the tickets", () => {
    const ticketsUrl = "https://scheditix.test/orders/3f9a21c0d4e5f60718293a4b5c6d7e8f?k=key";
    const mail = ticketConfirmationEmail({
      fullname: "Kemi Adebayo",
      event: { eventTitle: "Lagoon Highlife Night", date: "Friday, 4 December 2026", time: "7:30 pm", venue: "Muri Okunola Park" },
      tickets: [
        { checkInCode: "ABCD2345", qrCid: "ticket-ABCD2345@scheditix", ticketTypeName: "VIP", tableNumber: null, seatNumber: 4, parking: false },
      ],
      amount: "₦32,115",
      refundPolicy: "Refunds: ask the organiser.",
      url: ticketsUrl,
      receipt,
    });
    const links = mail.text.match(/https:\/\/\S+/g) ?? [];
    expect(links).toEqual([ticketsUrl, receipt.url]);
    expect(mail.text.indexOf("Check-in code: ABCD2345")).toBeLessThan(mail.text.indexOf("Receipt · Order 3F9A21C0"));
    expect(mail.html.indexOf("View your tickets")).toBeLessThan(mail.html.indexOf("Receipt · Order 3F9A21C0"));
  });
});

describe("one sale's gross, fees and net", () => {
  it("absorbed: the buyer paid the tickets' price; the platform's 5 % is kept from it", () => {
    expect(saleSplit({ amountKobo: 10_000_00, feeMode: "absorb", feeKobo: 0 })).toEqual({
      ticketsKobo: 10_000_00,
      buyerFeesKobo: 0,
      totalKobo: 10_000_00,
      feesKobo: 500_00,
      netKobo: 9_500_00,
    });
  });

  it("passed on: the buyer paid the fees on top and the organiser keeps the tickets' price in full", () => {
    const fees = orderFees(10_000_00, "pass");
    const split = saleSplit({ amountKobo: fees.totalKobo, feeMode: "pass", feeKobo: fees.feeKobo });
    expect(split).toEqual({
      ticketsKobo: 10_000_00,
      buyerFeesKobo: fees.feeKobo,
      totalKobo: fees.totalKobo,
      feesKobo: fees.feeKobo,
      netKobo: 10_000_00,
    });
  });

  it("after a refund the buyer's fees stay paid, and gross − refunded − fees = net", () => {
    const fees = orderFees(10_000_00, "pass");
    const split = saleSplit({ amountKobo: fees.totalKobo, feeMode: "pass", feeKobo: fees.feeKobo, refundedKobo: 5_000_00 });
    expect(split.netKobo).toBe(5_000_00);
    expect(split.totalKobo - 5_000_00 - split.feesKobo).toBe(split.netKobo);
    const absorbed = saleSplit({ amountKobo: 10_000_00, refundedKobo: 10_000_00 });
    expect(absorbed).toMatchObject({ feesKobo: 0, netKobo: 0 });
  });
});
