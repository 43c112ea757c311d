import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { manyBuyers } from "../../support/buyers";
import { settleEvent } from "../../support/database";
import { api } from "../../support/http";
import { eventCounters, payThroughTestGateway, storedOrder, ticketsOfOrder } from "../../support/purchases";
import { buyTypes, setTypeTaken, typeTaken, typedEventFor } from "../../support/ticket-types";

const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

describe("ticket types", () => {
  it("lets 30 racing buyers take exactly the 20 VIP seats left, and nothing of the other types", async () => {
    const { eventId, ids } = await typedEventFor();
    await setTypeTaken(eventId, 1, 20); // 40 VIP, 20 gone
    const buyers = await manyBuyers(30);
    const responses = await Promise.all(buyers.map((buyer) => buyTypes(buyer.token, eventId, [{ ticketTypeId: ids.VIP as string, quantity: 1 }])));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(20);
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused.every((response) => response.status === 409 && /VIP/.test(response.body.message))).toBe(true);
    expect(await typeTaken(eventId)).toEqual({ Regular: 0, VIP: 40, "V-VIP": 0 });
    expect((await eventCounters(eventId)).seatsTaken).toBe(40);
  });

  it("takes racing orders of several types all or nothing: 20 buyers of 1 VIP + 2 V-VIP for the 10 V-VIP seats", async () => {
    const { eventId, ids } = await typedEventFor();
    const buyers = await manyBuyers(20);
    const both = [
      { ticketTypeId: ids.VIP as string, quantity: 1 },
      { ticketTypeId: ids["V-VIP"] as string, quantity: 2 },
    ];
    const responses = await Promise.all(buyers.map((buyer) => buyTypes(buyer.token, eventId, both)));
    const held = responses.filter((response) => response.status === 201);
    expect(held).toHaveLength(5);
    expect(responses.filter((response) => response.status !== 201).every((response) => response.status === 409)).toBe(true);
    // Every order holds both of its types or nothing: no VIP seat went to an order refused its V-VIP.
    expect(await typeTaken(eventId)).toEqual({ Regular: 0, VIP: 5, "V-VIP": 10 });
    expect((await eventCounters(eventId)).seatsTaken).toBe(15);
  });

  it("charges 2 Regular + 1 VIP as the sum of their prices, and the tickets say their type", async () => {
    const { eventId, ids } = await typedEventFor();
    const buyer = await verifiedUser();
    const { status, body } = await buyTypes(
      buyer.token,
      eventId,
      [
        { ticketTypeId: ids.Regular as string, quantity: 2 },
        { ticketTypeId: ids.VIP as string, quantity: 1 },
      ],
      { amountKobo: 100, amount: 1 },
    );
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data[0]).toMatchObject({ status: "pending", quantity: 3, amountKobo: 3_000_000, amount: 30_000 });
    expect(await typeTaken(eventId)).toEqual({ Regular: 2, VIP: 1, "V-VIP": 0 });
    await payThroughTestGateway(body.data[0]._id);
    const verified = await api(`/api/v1/verify?reference=${(await storedOrder(body.data[0]._id))?.reference}`);
    expect(verified.body.data.status).toBe("Successful");
    const tickets = await ticketsOfOrder(body.data[0]._id);
    expect(tickets.map((ticket) => ticket.ticketTypeName).sort()).toEqual(["Regular", "Regular", "VIP"]);
  });

  it("refuses a type before its sales window opens and after it closes, saying why", async () => {
    const { eventId, ids } = await typedEventFor([
      { name: "Regular", price: 5_000, quantity: 50 },
      { name: "Early bird", price: 3_000, quantity: 50, salesEnd: isoIn(-60_000), salesStart: isoIn(-86_400_000) },
      { name: "Late", price: 7_000, quantity: 50, salesStart: isoIn(86_400_000) },
    ]);
    const buyer = await verifiedUser();
    const early = await buyTypes(buyer.token, eventId, [{ ticketTypeId: ids["Early bird"] as string, quantity: 1 }]);
    expect(early.status).toBe(422);
    expect(early.body.message).toMatch(/Sales of Early bird tickets have ended/);
    const late = await buyTypes(buyer.token, eventId, [{ ticketTypeId: ids.Late as string, quantity: 1 }]);
    expect(late.status).toBe(422);
    expect(late.body.message).toMatch(/Late tickets go on sale on/);
    expect(await typeTaken(eventId)).toEqual({ Regular: 0, "Early bird": 0, Late: 0 });
    const event = await api(`/api/v1/event/${eventId}`);
    expect(event.body.data.ticketPrice).toBe(5_000); // cheapest type on sale, not the ended early bird
    expect(event.body.data.ticketTypes.map((type: { state: string }) => type.state)).toEqual(["on_sale", "ended", "not_yet"]);
  });

  it("counts as available only the visible types whose sale has not ended, and nothing once the event has ended", async () => {
    const { organiser, eventId } = await typedEventFor([
      { name: "Regular", price: 5_000, quantity: 50 },
      { name: "Early bird", price: 3_000, quantity: 30, salesStart: isoIn(-86_400_000), salesEnd: isoIn(-60_000) },
      { name: "Late", price: 7_000, quantity: 20, salesStart: isoIn(86_400_000) },
      { name: "Friends", price: 4_000, quantity: 10, hidden: true },
    ]);
    await setTypeTaken(eventId, 0, 5);
    // 45 Regular left and 20 Late to come; not the ended Early bird nor the hidden Friends.
    const shown = await api(`/api/v1/event/${eventId}`);
    expect(shown.body.data).toMatchObject({ ticketQuantity: 110, ticketsAvailable: 65 });
    const listed = async () => (await api(`/api/v1/getPlannerEvent/${organiser.userId}`, { token: organiser.token })).body.data[0];
    expect((await listed()).ticketsAvailable).toBe(65);

    await settleEvent(eventId, 1);
    expect(await listed()).toMatchObject({ status: "ended", ticketsAvailable: 0 });
  });

  it("enforces each type's minimum and maximum per order", async () => {
    const { eventId, ids } = await typedEventFor();
    const buyer = await verifiedUser();
    const one = await buyTypes(buyer.token, eventId, [{ ticketTypeId: ids["V-VIP"] as string, quantity: 1 }]);
    expect(one.status).toBe(422);
    expect(one.body.message).toMatch(/at least 2 V-VIP/);
    const five = await buyTypes(buyer.token, eventId, [{ ticketTypeId: ids["V-VIP"] as string, quantity: 5 }]);
    expect(five.status).toBe(422);
    expect(five.body.message).toMatch(/at most 4 V-VIP/);
    expect((await buyTypes(buyer.token, eventId, [{ ticketTypeId: ids["V-VIP"] as string, quantity: 2 }])).status).toBe(201);
  });

  it("keeps the existing client's single-ticket create and purchase working, with the same answer shapes", async () => {
    const { createdEventId } = await import("../../support/events");
    const { eventFor, purchase } = await import("../../support/purchases");
    const { organiser, eventId } = await eventFor({ ticketPrice: "5000", ticketQuantity: "80", ticketPurchaseLimit: "4" });
    const event = await api(`/api/v1/event/${eventId}`);
    expect(event.body.data).toMatchObject({ ticketPrice: 5_000, ticketQuantity: 80, ticketPurchaseLimit: 4, ticketSold: 0 });
    expect(event.body.data.ticketTypes).toEqual([expect.objectContaining({ name: "Regular", price: 5_000, quantity: 80, maxPerOrder: 4 })]);
    const buyer = await verifiedUser();
    const bought = await purchase(buyer.token, eventId, 2);
    expect(bought.status).toBe(201);
    expect(Array.isArray(bought.body.data)).toBe(true);
    expect(bought.body.data[0]).toMatchObject({ _id: expect.any(String), status: "pending", quantity: 2, amountKobo: 1_000_000 });
    expect(await typeTaken(eventId)).toEqual({ Regular: 2 });
    expect(createdEventId).toBeDefined();
    // The event answers totals over every type.
    const typed = await typedEventFor();
    const typedEvent = await api(`/api/v1/event/${typed.eventId}`);
    expect(typedEvent.body.data).toMatchObject({ ticketPrice: 5_000, ticketQuantity: 150, ticketSold: 0 });
    // A purchase without a type buys the default (first) type.
    const plain = await purchase(buyer.token, typed.eventId, 3);
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect(plain.body.data[0].amountKobo).toBe(1_500_000);
    expect(organiser.token).toBeTruthy();
  });

  it("follows the live-event rules when the organiser edits types", async () => {
    const { organiser, eventId, ids } = await typedEventFor();
    const buyer = await verifiedUser();
    expect((await buyTypes(buyer.token, eventId, [{ ticketTypeId: ids.VIP as string, quantity: 3 }])).status).toBe(201);
    const current = (await api(`/api/v1/events/${eventId}/ticket-types`, { token: organiser.token })).body.data as Record<string, unknown>[];
    const put = (ticketTypes: unknown[]) =>
      api(`/api/v1/events/${eventId}/ticket-types`, { method: "PUT", token: organiser.token, json: { ticketTypes } });
    const withVip = (change: Record<string, unknown>) => current.map((type) => (type.name === "VIP" ? { ...type, ...change } : type));
    expect((await put(withVip({ price: 25_000 }))).body.message).toMatch(/price is locked/);
    expect((await put(withVip({ quantity: 2 }))).body.message).toMatch(/cannot be less than the 3/);
    expect((await put(current.filter((type) => type.name !== "VIP"))).body.message).toMatch(/cannot be removed/);
    const reordered = await put([...withVip({ quantity: 60 }).reverse(), { name: "Table for 10", price: 400_000, quantity: 5 }]);
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(reordered.body.data.map((type: { name: string }) => type.name)).toEqual(["V-VIP", "VIP", "Regular", "Table for 10"]);
    expect(await typeTaken(eventId)).toEqual({ "V-VIP": 0, VIP: 3, Regular: 0, "Table for 10": 0 });
    const event = await api(`/api/v1/event/${eventId}`);
    expect(event.body.data.ticketQuantity).toBe(10 + 60 + 100 + 5);
    // Seats still come from the right type after the reorder.
    expect((await buyTypes(buyer.token, eventId, [{ ticketTypeId: ids.VIP as string, quantity: 1 }])).status).toBe(201);
    expect((await typeTaken(eventId)).VIP).toBe(4);
  });

  it("refuses a list naming one stored type twice (422 on its _id) and writes nothing, so a sold type cannot be repriced or shrunk", async () => {
    const { organiser, eventId, ids } = await typedEventFor();
    await setTypeTaken(eventId, 1, 40); // every VIP seat held or sold
    const before = await typeTaken(eventId);
    const current = (await api(`/api/v1/events/${eventId}/ticket-types`, { token: organiser.token })).body.data as Record<string, unknown>[];
    const vip = current.find((type) => type.name === "VIP") as Record<string, unknown>;
    const put = (ticketTypes: unknown[]) =>
      api(`/api/v1/events/${eventId}/ticket-types`, { method: "PUT", token: organiser.token, json: { ticketTypes } });
    // The attack: VIP as it is, then VIP again at ₦1 for 5 seats (its last copy would be kept).
    const twice = await put([...current, { ...vip, name: "VIP 2", price: 1, quantity: 5 }]);
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toHaveProperty(["ticketTypes.3._id"]);
    expect(twice.body.message).toMatch(/listed twice/);
    // The same id in another case is the same type.
    const upper = await put([...current, { ...vip, _id: (ids.VIP as string).toUpperCase(), name: "VIP 2", price: 1, quantity: 5 }]);
    expect(upper.status).toBe(422);
    const listed = (await api(`/api/v1/events/${eventId}/ticket-types`, { token: organiser.token })).body.data as {
      name: string;
      price: number;
      quantity: number;
    }[];
    expect(listed.map(({ name, price, quantity }) => ({ name, price, quantity }))).toEqual([
      { name: "Regular", price: 5_000, quantity: 100 },
      { name: "VIP", price: 20_000, quantity: 40 },
      { name: "V-VIP", price: 50_000, quantity: 10 },
    ]);
    expect(await typeTaken(eventId)).toEqual(before);
  });

  it("keeps every type's counter right while the organiser reorders and resizes types during a rush", async () => {
    const { organiser, eventId, ids } = await typedEventFor();
    const current = (await api(`/api/v1/events/${eventId}/ticket-types`, { token: organiser.token })).body.data as Record<string, unknown>[];
    const buyers = await manyBuyers(20);
    const edits = [60, 70, 80].map((vip, round) => {
      const list = current.map((type) => (type.name === "VIP" ? { ...type, quantity: vip } : type));
      return api(`/api/v1/events/${eventId}/ticket-types`, {
        method: "PUT",
        token: organiser.token,
        json: { ticketTypes: round % 2 ? list.reverse() : list },
      });
    });
    const [responses, edited] = await Promise.all([
      Promise.all(
        buyers.map((buyer, i) => buyTypes(buyer.token, eventId, [{ ticketTypeId: (i % 2 ? ids.VIP : ids.Regular) as string, quantity: 1 }])),
      ),
      Promise.all(edits),
    ]);
    expect(edited.every((response) => response.status === 200 || response.status === 409)).toBe(true);
    const held = responses.filter((response) => response.status === 201);
    expect(held).toHaveLength(20);
    expect(await typeTaken(eventId)).toEqual({ Regular: 10, VIP: 10, "V-VIP": 0 });
    expect((await eventCounters(eventId)).seatsTaken).toBe(20);
  });

  it("does not let another organiser read or change an event's types", async () => {
    const { eventId } = await typedEventFor();
    const stranger = await verifiedUser();
    expect((await api(`/api/v1/events/${eventId}/ticket-types`, { token: stranger.token })).status).toBe(403);
    const put = await api(`/api/v1/events/${eventId}/ticket-types`, {
      method: "PUT",
      token: stranger.token,
      json: { ticketTypes: [{ name: "Mine", price: 1, quantity: 1 }] },
    });
    expect(put.status).toBe(403);
    expect((await api(`/api/v1/events/${eventId}/ticket-types`)).status).toBe(401);
  });
});
