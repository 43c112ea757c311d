import { describe, expect, it } from "vitest";
import { createEventSchema, updateEventSchema } from "@/lib/domain/validations/event";
import { NO_CHANNEL_MESSAGE } from "@/lib/domain/validations/event-payment-terms";

const messages = (body: Record<string, unknown>) => {
  const parsed = updateEventSchema.safeParse(body);
  return parsed.success ? null : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("an event's fee mode and payment channels", () => {
  it("takes the channels comma-separated or as a JSON list, in the order buyers are offered them, once each", () => {
    expect(updateEventSchema.parse({ paymentChannels: "card, bank_transfer" }).paymentChannels).toEqual(["bank_transfer", "card"]);
    expect(updateEventSchema.parse({ paymentChannels: '["ussd","card","ussd"]' }).paymentChannels).toEqual(["card", "ussd"]);
    expect(updateEventSchema.parse({ paymentChannels: ["bank", "bank_transfer"] }).paymentChannels).toEqual(["bank_transfer", "bank"]);
  });

  it("refuses no channel, an unknown one and text that is not a list, saying why", () => {
    expect(messages({ paymentChannels: "" })).toEqual({ paymentChannels: NO_CHANNEL_MESSAGE });
    expect(messages({ paymentChannels: "[]" })).toEqual({ paymentChannels: NO_CHANNEL_MESSAGE });
    expect(messages({ paymentChannels: "card,paypal" })).toEqual({
      "paymentChannels.1": 'Unknown payment channel "paypal": choose from bank_transfer, card, ussd, bank',
    });
    expect(messages({ paymentChannels: "[card" })).toEqual({ paymentChannels: "Payment channels must be a list such as bank_transfer,card" });
    expect(messages({ paymentChannels: 7 })?.paymentChannels).toMatch(/must be a list/);
  });

  it("takes absorb or pass; blank or absent is not given", () => {
    expect(updateEventSchema.parse({ feeMode: "pass" }).feeMode).toBe("pass");
    expect(updateEventSchema.parse({ feeMode: "" }).feeMode).toBeUndefined();
    expect(updateEventSchema.parse({}).feeMode).toBeUndefined();
    expect(messages({ feeMode: "buyer" })?.feeMode).toMatch(/"absorb".*"pass"/);
  });

  it("creates an event without them (absorb, every channel) or with them", () => {
    const event = {
      eventTitle: "Lekki Sunset Jazz",
      eventDescription: "An evening of jazz by the lagoon.",
      eventLocation: "Lekki, Lagos",
      startDate: "2099-03-14",
      startTime: "18:00",
      endDate: "2099-03-14",
      endTime: "23:00",
      ticketPrice: "5000",
      ticketQuantity: "80",
      ticketPurchaseLimit: "4",
      parkingAccess: "no",
    };
    const plain = createEventSchema.parse(event);
    expect(plain.feeMode).toBeUndefined();
    expect(plain.paymentChannels).toBeUndefined();
    expect(createEventSchema.parse({ ...event, feeMode: "pass", paymentChannels: "bank_transfer" })).toMatchObject({
      feeMode: "pass",
      paymentChannels: ["bank_transfer"],
    });
  });
});
