import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { manyBuyers } from "../../support/buyers";
import { api, someClientIp } from "../../support/http";
import { orderStatus, storedOrder, ticketsOfOrder } from "../../support/purchases";
import { buyTypes, createCode, promoCodeUses, typeTaken, typedEventFor } from "../../support/ticket-types";
import { testStack } from "../../support/stack";

let expireHolds: (now?: Date) => Promise<number>;

beforeAll(async () => {
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  ({ expireHolds } = await import("@/lib/domain/orders/expire-holds"));
});

describe("promo and access codes", () => {
  it("lets 30 racing buyers use a 10-use code exactly 10 times", async () => {
    const { organiser, eventId, ids } = await typedEventFor();
    const code = await createCode(organiser.token, eventId, { code: "lagos10", discountType: "percent", discountValue: 10, maxUses: 10 });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    expect(code.body.data.code).toBe("LAGOS10");
    const buyers = await manyBuyers(30);
    const responses = await Promise.all(
      buyers.map((buyer) => buyTypes(buyer.token, eventId, [{ ticketTypeId: ids.Regular as string, quantity: 1 }], { promoCode: "Lagos10" })),
    );
    const discounted = responses.filter((response) => response.status === 201);
    expect(discounted).toHaveLength(10);
    expect(discounted.every((response) => response.body.data[0].amountKobo === 450_000)).toBe(true);
    expect(responses.filter((response) => response.status !== 201).every((response) => /used up/.test(response.body.message))).toBe(true);
    expect(await promoCodeUses(code.body.data._id)).toBe(10);
    expect((await typeTaken(eventId)).Regular).toBe(10);
    const listed = await api(`/api/v1/events/${eventId}/promo-codes`, { token: organiser.token });
    expect(listed.body.data[0]).toMatchObject({ code: "LAGOS10", uses: 10, maxUses: 10, revenue: 0, active: true });
  });

  it("updates the price before paying and refuses an unknown, expired, used-up or not-applicable code with the reason", async () => {
    const { organiser, eventId, ids } = await typedEventFor();
    await createCode(organiser.token, eventId, { code: "VIPONLY", discountType: "fixed", discountValue: 5_000, ticketTypes: [ids.VIP] });
    await createCode(organiser.token, eventId, {
      code: "OLD",
      discountType: "percent",
      discountValue: 50,
      validUntil: new Date(Date.now() - 60_000).toISOString(),
    });
    const quote = (body: Record<string, unknown>) => api(`/api/v1/events/${eventId}/quote`, { method: "POST", json: body });
    const priced = await quote({
      tickets: [
        { ticketTypeId: ids.VIP, quantity: 2 },
        { ticketTypeId: ids.Regular, quantity: 1 },
      ],
      promoCode: "viponly",
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body.data).toMatchObject({ totalKobo: 2 * 1_500_000 + 500_000, discountKobo: 1_000_000 });
    expect((await quote({ tickets: [{ ticketTypeId: ids.VIP, quantity: 1 }], promoCode: "NOPE" })).body.message).toMatch(/does not exist/);
    expect((await quote({ tickets: [{ ticketTypeId: ids.VIP, quantity: 1 }], promoCode: "OLD" })).body.message).toMatch(/expired/);
    const notApplicable = await quote({ tickets: [{ ticketTypeId: ids.Regular, quantity: 1 }], promoCode: "VIPONLY" });
    expect(notApplicable.status).toBe(422);
    expect(notApplicable.body.errors.promoCode[0]).toMatch(/does not apply/);
    const buyer = await verifiedUser();
    const refused = await buyTypes(buyer.token, eventId, [{ ticketTypeId: ids.VIP as string, quantity: 1 }], { promoCode: "NOPE" });
    expect(refused.status).toBe(422);
    expect(await typeTaken(eventId)).toEqual({ Regular: 0, VIP: 0, "V-VIP": 0 });
  });

  it("gives a code's uses back when the hold expires", async () => {
    const { organiser, eventId, ids } = await typedEventFor();
    const code = await createCode(organiser.token, eventId, { code: "ONCE", discountType: "percent", discountValue: 20, maxUses: 2 });
    const buyer = await verifiedUser();
    const held = await buyTypes(buyer.token, eventId, [{ ticketTypeId: ids.VIP as string, quantity: 2 }], { promoCode: "ONCE" });
    expect(held.status).toBe(201);
    expect(await promoCodeUses(code.body.data._id)).toBe(2);
    const other = await verifiedUser();
    expect((await buyTypes(other.token, eventId, [{ ticketTypeId: ids.VIP as string, quantity: 1 }], { promoCode: "ONCE" })).status).toBe(422);
    expect(await expireHolds(new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(held.body.data[0]._id)).toBe("expired");
    expect(await promoCodeUses(code.body.data._id)).toBe(0);
    expect((await typeTaken(eventId)).VIP).toBe(0);
    expect((await buyTypes(other.token, eventId, [{ ticketTypeId: ids.VIP as string, quantity: 1 }], { promoCode: "ONCE" })).status).toBe(201);
  });

  it("issues the tickets at once, with no checkout, for a 100% code", async () => {
    const { organiser, eventId, ids } = await typedEventFor();
    await createCode(organiser.token, eventId, { code: "GUEST-LIST", discountType: "percent", discountValue: 100 });
    const buyer = await verifiedUser();
    const free = await buyTypes(buyer.token, eventId, [{ ticketTypeId: ids.VIP as string, quantity: 2 }], { promoCode: "guest-list" });
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    expect(free.body.data[0]).toMatchObject({ status: "paid", amountKobo: 0 });
    const tickets = await ticketsOfOrder(free.body.data[0]._id);
    expect(tickets.map((ticket) => ticket.ticketTypeName)).toEqual(["VIP", "VIP"]);
    expect((await storedOrder(free.body.data[0]._id))?.checkoutUrl).toBeUndefined();
  });

  it("keeps a hidden type invisible and unbuyable without its access code", async () => {
    const { organiser, eventId, ids } = await typedEventFor([
      { name: "Regular", price: 5_000, quantity: 50 },
      { name: "Backstage", price: 30_000, quantity: 10, hidden: true },
    ]);
    const event = await api(`/api/v1/event/${eventId}`);
    expect(event.body.data.ticketTypes.map((type: { name: string }) => type.name)).toEqual(["Regular"]);
    expect(JSON.stringify(event.body.data)).not.toContain("Backstage");
    const buyer = await verifiedUser();
    const without = await buyTypes(buyer.token, eventId, [{ ticketTypeId: ids.Backstage as string, quantity: 1 }]);
    expect(without.status).toBe(422);
    expect(without.body.message).toMatch(/does not exist/);
    await createCode(organiser.token, eventId, { code: "PROMO5", discountType: "percent", discountValue: 5 });
    const wrongCode = await buyTypes(buyer.token, eventId, [{ ticketTypeId: ids.Backstage as string, quantity: 1 }], { promoCode: "PROMO5" });
    expect(wrongCode.status).toBe(422);
    await createCode(organiser.token, eventId, {
      code: "CREW-2026",
      discountType: "fixed",
      discountValue: 0,
      unlocksHidden: true,
      ticketTypes: [ids.Backstage],
    });
    const unlocked = await api(`/api/v1/events/${eventId}/quote`, { method: "POST", json: { promoCode: "crew-2026" } });
    expect(unlocked.body.data.ticketTypes.map((type: { name: string }) => type.name)).toEqual(["Regular", "Backstage"]);
    const bought = await buyTypes(buyer.token, eventId, [{ ticketTypeId: ids.Backstage as string, quantity: 1 }], { promoCode: "CREW-2026" });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(bought.body.data[0].amountKobo).toBe(3_000_000);
  });

  it("answers 429 once one client has had 20 codes refused for an event, on the quote and the purchase", async () => {
    const { organiser, eventId, ids } = await typedEventFor();
    await createCode(organiser.token, eventId, { code: "REAL-CODE-1", discountType: "percent", discountValue: 10 });
    const guesser = { "x-forwarded-for": someClientIp() };
    const quote = (promoCode: string | undefined, headers: Record<string, string> = guesser) =>
      api(`/api/v1/events/${eventId}/quote`, { method: "POST", headers, json: { tickets: [{ ticketTypeId: ids.Regular, quantity: 1 }], promoCode } });
    for (let guess = 0; guess < 20; guess++) {
      const refused = await quote(`GUESS${guess}`);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/does not exist/);
    }
    // Past the limit even the right code is not looked up, so a guess cannot be confirmed.
    const limited = await quote("REAL-CODE-1");
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: "rate_limited", message: expect.stringMatching(/Too many attempts/) });
    const buyer = await verifiedUser();
    const buying = await api(`/api/v1/create/ticket/${eventId}`, {
      method: "POST",
      token: buyer.token,
      headers: guesser,
      json: { fullName: "Kemi Adebayo", email: "kemi@example.com", tickets: [{ ticketTypeId: ids.Regular, quantity: 1 }], promoCode: "REAL-CODE-1" },
    });
    expect(buying.status).toBe(429);
    expect((await typeTaken(eventId)).Regular).toBe(0);
    // A choice without a code is never limited, and other buyers' codes still work.
    expect((await quote(undefined)).status).toBe(200);
    const other = await quote("real-code-1", { "x-forwarded-for": someClientIp() });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.body.data.discountKobo).toBe(50_000);
  });

  it("refuses an access code shorter than 8 characters when it is created; promo codes may stay short", async () => {
    const { organiser, eventId, ids } = await typedEventFor([
      { name: "Regular", price: 5_000, quantity: 50 },
      { name: "Backstage", price: 30_000, quantity: 10, hidden: true },
    ]);
    const short = await createCode(organiser.token, eventId, {
      code: "CREW",
      discountType: "fixed",
      discountValue: 0,
      unlocksHidden: true,
      ticketTypes: [ids.Backstage],
    });
    expect(short.status).toBe(422);
    expect(short.body.errors.code[0]).toMatch(/at least 8/);
    expect((await api(`/api/v1/events/${eventId}/promo-codes`, { token: organiser.token })).body.data).toEqual([]);
    const long = await createCode(organiser.token, eventId, {
      code: "CREW-2026",
      discountType: "fixed",
      discountValue: 0,
      unlocksHidden: true,
      ticketTypes: [ids.Backstage],
    });
    expect(long.status, JSON.stringify(long.body)).toBe(201);
    expect((await createCode(organiser.token, eventId, { code: "VIP", discountType: "percent", discountValue: 5 })).status).toBe(201);
  });

  it("does not let another organiser read, create or change an event's codes", async () => {
    const { organiser, eventId } = await typedEventFor();
    const code = await createCode(organiser.token, eventId, { code: "MINE", discountType: "percent", discountValue: 10 });
    const stranger = await verifiedUser();
    expect((await api(`/api/v1/events/${eventId}/promo-codes`, { token: stranger.token })).status).toBe(403);
    expect((await createCode(stranger.token, eventId, { code: "THEIRS", discountType: "percent", discountValue: 100 })).status).toBe(403);
    const change = await api(`/api/v1/events/${eventId}/promo-codes/${code.body.data._id}`, {
      method: "PATCH",
      token: stranger.token,
      json: { active: false },
    });
    expect(change.status).toBe(403);
    const off = await api(`/api/v1/events/${eventId}/promo-codes/${code.body.data._id}`, {
      method: "PATCH",
      token: organiser.token,
      json: { active: false },
    });
    expect(off.body.data.active).toBe(false);
    const buyer = await verifiedUser();
    const quote = await api(`/api/v1/events/${eventId}/quote`, { method: "POST", json: { promoCode: "MINE" } });
    expect(quote.body.message).toMatch(/no longer active/);
    expect(buyer.token).toBeTruthy();
  });
});
