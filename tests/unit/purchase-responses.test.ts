import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readVerifyData } from "@/components/payments/read-verify-data";
import { readCreatedOrder, readQuote } from "@/components/tickets/purchase/read-responses";
import { readChoice } from "@/components/tickets/purchase/remembered-choice";

// The zod shapes these pages read before they read by hand: each reader must accept and refuse as they did.
const createdOrders = z.tuple([z.object({ _id: z.string(), status: z.string(), ticketsUrl: z.string().optional() })]).rest(z.unknown());
const quoteResponse = z.object({
  ticketsKobo: z.number(),
  discountKobo: z.number(),
  platformFeeKobo: z.number(),
  gatewayFeeKobo: z.number(),
  feeKobo: z.number(),
  totalKobo: z.number(),
  ticketTypes: z.array(z.any()),
});
const choice = z.object({
  quantity: z.string().max(6),
  quantities: z.record(z.string().max(24), z.string().max(6)),
  code: z.string().max(40).optional(),
});
const verifyData = z.object({
  status: z.string(),
  message: z.string().optional(),
  orderId: z.string().nullish(),
  eventId: z.string().nullish(),
  ticketsUrl: z.string().startsWith("/orders/").optional(),
  sentTo: z.string().optional(),
  heldUntil: z.string().optional(),
});

const zodReads = <T>(schema: z.ZodType<T>, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const ORDER = { _id: "65a1f0c2b3d4e5f6a7b8c9d0", status: "pending" };
const SHAPES_EVERY_READER_REFUSES: unknown[] = [undefined, null, "", "text", 0, true, [], {}];

describe("the created order", () => {
  const responses: unknown[] = [
    ...SHAPES_EVERY_READER_REFUSES,
    [ORDER],
    [ORDER, { _id: "another" }],
    [{ ...ORDER, status: "paid", ticketsUrl: "/orders/abc?t=sig" }],
    [{ ...ORDER, ticketsUrl: null }],
    [{ ...ORDER, ticketsUrl: 7 }],
    [{ ...ORDER, _id: 7 }],
    [{ _id: ORDER._id }],
    [{ ...ORDER, extra: "left out" }],
    [null],
    ORDER,
  ];
  it("is read as the zod shape read it", () => {
    for (const response of responses)
      expect(readCreatedOrder(response), JSON.stringify(response)).toEqual(zodReads(createdOrders, response)?.[0] ?? null);
  });
});

describe("the price quote", () => {
  // A ₦5,000 ticket with the fees passed on (lib/domain/fees/fee-rules.ts).
  const PRICED = { ticketsKobo: 500_000, discountKobo: 0, platformFeeKobo: 25_000, gatewayFeeKobo: 18_148, feeKobo: 43_148, totalKobo: 543_148 };
  const responses: unknown[] = [
    ...SHAPES_EVERY_READER_REFUSES,
    { totalKobo: 500_000, discountKobo: 50_000, ticketTypes: [] },
    { totalKobo: 500_000, discountKobo: 0, ticketTypes: [{ _id: "x", name: "VIP" }], extra: true },
    { totalKobo: "500000", discountKobo: 0, ticketTypes: [] },
    { totalKobo: 500_000, discountKobo: null, ticketTypes: [] },
    { totalKobo: 500_000, discountKobo: 0 },
    { totalKobo: 500_000, discountKobo: 0, ticketTypes: {} },
    { ...PRICED, ticketTypes: [] },
    { ...PRICED, ticketTypes: [{ _id: "x", name: "VIP", price: 5000, allInPrice: 5431.48 }], extra: true },
    { ...PRICED, feeKobo: "43148", ticketTypes: [] },
    { ...PRICED, gatewayFeeKobo: undefined, ticketTypes: [] },
    { ...PRICED, ticketsKobo: null, ticketTypes: [] },
  ];
  it("is read as the zod shape read it", () => {
    for (const response of responses) expect(readQuote(response), JSON.stringify(response)).toEqual(zodReads(quoteResponse, response));
  });
});

describe("the remembered choice", () => {
  const stored: unknown[] = [
    ...SHAPES_EVERY_READER_REFUSES,
    { quantity: "2", quantities: {} },
    { quantity: "", quantities: { "65a1f0c2b3d4e5f6a7b8c9d0": "3", "65a1f0c2b3d4e5f6a7b8c9d1": "" } },
    { quantity: "1234567", quantities: {} },
    { quantity: 2, quantities: {} },
    { quantity: "2", quantities: { "65a1f0c2b3d4e5f6a7b8c9d0": 3 } },
    { quantity: "2", quantities: { "65a1f0c2b3d4e5f6a7b8c9d0": "1234567" } },
    { quantity: "2", quantities: { ["x".repeat(25)]: "1" } },
    { quantity: "2", quantities: [] },
    { quantity: "2" },
    { quantity: "2", quantities: {}, code: "EARLY20" },
    { quantity: "2", quantities: {}, code: "" },
    { quantity: "2", quantities: {}, code: 20 },
    { quantity: "2", quantities: {}, code: "X".repeat(41) },
  ];
  it("is read as the zod shape read it", () => {
    for (const value of stored) expect(readChoice(value), JSON.stringify(value)).toEqual(zodReads(choice, value));
  });
});

describe("the payment verification", () => {
  const base = { status: "Successful", orderId: "65a1f0c2b3d4e5f6a7b8c9d0", eventId: "65a1f0c2b3d4e5f6a7b8c9d1" };
  const responses: unknown[] = [
    ...SHAPES_EVERY_READER_REFUSES,
    base,
    { status: "Failed", message: "Declined by the bank" },
    { ...base, orderId: null, eventId: null },
    { ...base, ticketsUrl: "/orders/abc?t=sig", sentTo: "ngozi@example.com" },
    { ...base, ticketsUrl: "https://elsewhere.example/orders/abc" },
    { ...base, ticketsUrl: null },
    { ...base, message: null },
    { ...base, sentTo: 7 },
    { ...base, orderId: 7 },
    { ...base, status: 1 },
    { ...base, extra: "left out" },
    { status: "Failed", message: "Declined", eventId: "65a1f0c2b3d4e5f6a7b8c9d1", heldUntil: "2026-11-28T06:15:00.000Z" },
    { status: "Failed", heldUntil: 7 },
  ];
  it("is read as the zod shape read it (absent ids as null)", () => {
    for (const response of responses) {
      const zod = zodReads(verifyData, response);
      expect(readVerifyData(response), JSON.stringify(response)).toEqual(
        zod && { ...zod, orderId: zod.orderId ?? null, eventId: zod.eventId ?? null },
      );
    }
  });
});
