import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import { orderFees } from "@/lib/domain/fees/fee-rules";
import { verifiedUser } from "../../support/accounts";
import { database, setPlan, setSeatsTaken } from "../../support/database";
import { createEvent, createdEventId } from "../../support/events";
import { api } from "../../support/http";
import { storedOrder } from "../../support/purchases";
import { buyTypes, createCode, typedEventFor } from "../../support/ticket-types";

const ALL_CHANNELS = ["bank_transfer", "card", "ussd", "bank"];

function patch(eventId: string, token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return api(`/api/v1/events/${eventId}`, { method: "PATCH", token, body: form });
}

const quote = (eventId: string, body: Record<string, unknown>) => api(`/api/v1/events/${eventId}/quote`, { method: "POST", json: body });

describe("an event's fee mode and payment channels", () => {
  it("are absorb and every channel when not given, and the all-in price is the ticket price", async () => {
    const { token } = await verifiedUser();
    const id = await createdEventId(token, { ticketPrice: "5000" });
    const event = (await api(`/api/v1/event/${id}`)).body.data;
    expect(event).toMatchObject({ feeMode: "absorb", paymentChannels: ALL_CHANNELS, ticketPrice: 5000, allInPrice: 5000 });
    expect(event.ticketTypes[0]).toMatchObject({ price: 5000, allInPrice: 5000 });
  });

  it("are saved from the create form and answered everywhere the event is, with the all-in price of the event and of each type", async () => {
    const { token, userId } = await verifiedUser();
    const created = await createEvent(token, { ticketPrice: "5000", feeMode: "pass", paymentChannels: "ussd,bank_transfer" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data._id as string;
    const paying = { feeMode: "pass", paymentChannels: ["bank_transfer", "ussd"], ticketPrice: 5000, allInPrice: 5431.48 };
    expect(created.body.data).toMatchObject(paying);

    const shown = (await api(`/api/v1/event/${id}`)).body.data;
    expect(shown).toMatchObject(paying);
    expect(shown.ticketTypes).toEqual([expect.objectContaining({ price: 5000, allInPrice: 5431.48 })]);
    const listed = (await api(`/api/v1/events?limit=100`)).body.data.find((event: { _id: string }) => event._id === id);
    expect(listed).toMatchObject(paying);
    const own = (await api(`/api/v1/getPlannerEvent/${userId}`, { token })).body.data.find((event: { _id: string }) => event._id === id);
    expect(own).toMatchObject(paying);
    expect(own.ticketTypes[0]).toMatchObject({ allInPrice: 5431.48, taken: 0 });
    const types = (await api(`/api/v1/events/${id}/ticket-types`, { token })).body.data;
    expect(types[0]).toMatchObject({ price: 5000, allInPrice: 5431.48 });
  });

  it("refuses no channel, an unknown channel and an unknown fee mode with a 422 that says why, creating nothing", async () => {
    const { token, userId } = await verifiedUser();
    const none = await createEvent(token, { paymentChannels: "" });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe("paymentChannels: Choose at least one way buyers can pay");
    const unknown = await createEvent(token, { paymentChannels: "bank_transfer,paypal" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toMatch(/Unknown payment channel "paypal": choose from bank_transfer, card, ussd, bank/);
    const mode = await createEvent(token, { feeMode: "buyer" });
    expect(mode.status).toBe(422);
    expect(mode.body.errors.feeMode[0]).toMatch(/"absorb".*"pass"/);
    expect((await api(`/api/v1/getPlannerEvent/${userId}`, { token })).body.data).toEqual([]);
  });

  it("change before the event is live; once live the channels still change but who pays the fees is locked", async () => {
    const { token } = await verifiedUser();
    const id = await createdEventId(token);
    const changed = await patch(id, token, { feeMode: "pass", paymentChannels: '["card"]' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ feeMode: "pass", paymentChannels: ["card"], allInPrice: 5431.48 });
    expect((await patch(id, token, { paymentChannels: "" })).status).toBe(422);

    await setSeatsTaken(id, 2);
    const channels = await patch(id, token, { paymentChannels: "bank_transfer,card" });
    expect(channels.status, JSON.stringify(channels.body)).toBe(200);
    expect(channels.body.data.paymentChannels).toEqual(["bank_transfer", "card"]);
    // What the form was shown, sent again, is no change.
    expect((await patch(id, token, { feeMode: "pass", paymentChannels: "bank_transfer,card", eventLocation: "Eko Hotel, Lagos" })).status).toBe(200);
    const fees = await patch(id, token, { feeMode: "absorb" });
    expect(fees.status).toBe(422);
    expect(fees.body.errors.feeMode).toEqual(["is locked"]);
    expect((await api(`/api/v1/event/${id}`)).body.data).toMatchObject({ feeMode: "pass", paymentChannels: ["bank_transfer", "card"] });
  });

  it("leaves an event saved before fee modes as it was when the form sends it back unchanged", async () => {
    const { token } = await verifiedUser();
    const id = await createdEventId(token);
    await (
      await database()
    )
      .collection("events")
      .updateOne({ _id: new mongoose.Types.ObjectId(id) }, { $unset: { feeMode: "", paymentChannels: "" } });
    expect((await api(`/api/v1/event/${id}`)).body.data).toMatchObject({ feeMode: "absorb", paymentChannels: ALL_CHANNELS });
    await setSeatsTaken(id, 1);
    const resent = await patch(id, token, { feeMode: "absorb", paymentChannels: ALL_CHANNELS.join(",") });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
  });
});

describe("POST /api/v1/events/{id}/quote with fees", () => {
  it("prices the tickets, the booking and payment processing fees and the all-in total the purchase then charges", async () => {
    const { organiser, eventId, ids } = await typedEventFor(undefined, { feeMode: "pass" });
    const tickets = [
      { ticketTypeId: ids.Regular as string, quantity: 2 },
      { ticketTypeId: ids.VIP as string, quantity: 1 },
    ];
    const priced = await quote(eventId, { tickets });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    const fees = orderFees(3_000_000, "pass");
    expect(priced.body.data).toMatchObject({
      feeMode: "pass",
      ticketsKobo: 3_000_000,
      platformFeeKobo: 150_000,
      gatewayFeeKobo: fees.gatewayFeeKobo,
      feeKobo: 150_000 + fees.gatewayFeeKobo,
      totalKobo: fees.totalKobo,
      total: fees.totalKobo / 100,
    });
    expect(priced.body.data.totalKobo).toBe(3_000_000 + priced.body.data.feeKobo);
    expect(priced.body.data.ticketTypes.find((type: { name: string }) => type.name === "VIP")).toMatchObject({
      price: 20_000,
      allInPrice: orderFees(2_000_000, "pass").totalKobo / 100,
    });

    // With a code, the fees are on the discounted tickets.
    expect((await createCode(organiser.token, eventId, { code: "TENOFF", discountType: "percent", discountValue: 10 })).status).toBe(201);
    const discounted = await quote(eventId, { tickets, promoCode: "TENOFF" });
    expect(discounted.body.data).toMatchObject({ ticketsKobo: 2_700_000, discountKobo: 300_000, totalKobo: orderFees(2_700_000, "pass").totalKobo });

    const buyer = await verifiedUser();
    const order = await buyTypes(buyer.token, eventId, tickets, { promoCode: "TENOFF" });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect((await storedOrder(order.body.data[0]._id))?.amountKobo).toBe(discounted.body.data.totalKobo);
  });

  it("adds no fees when the organiser absorbs them", async () => {
    const organiser = await verifiedUser();
    await setPlan(organiser.userId, "premium");
    const eventId = await createdEventId(organiser.token, { ticketPrice: "2500" });
    const typeId = (await api(`/api/v1/event/${eventId}`)).body.data.ticketTypes[0]._id as string;
    const priced = await quote(eventId, { tickets: [{ ticketTypeId: typeId, quantity: 2 }] });
    expect(priced.body.data).toMatchObject({
      feeMode: "absorb",
      ticketsKobo: 500_000,
      platformFeeKobo: 0,
      gatewayFeeKobo: 0,
      feeKobo: 0,
      totalKobo: 500_000,
      total: 5_000,
    });
  });
});
