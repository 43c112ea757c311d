import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { setPlan } from "../../support/database";
import { createEvent, eventForm, inDays, someCategoryId, validEvent } from "../../support/events";
import { api } from "../../support/http";
import { testStack } from "../../support/stack";

const storedEventImages = () => {
  try {
    return readdirSync(path.join(testStack().storageDir, "events")).length;
  } catch {
    return 0;
  }
};

describe("POST /api/v1/create-event/{categoryId}", () => {
  it("publishes an event with its image re-encoded, visible in the public lists and to its organiser", async () => {
    const { token, userId } = await verifiedUser();
    const { status, body } = await createEvent(token, { eventTitle: "Yaba Product Night" });
    expect(status).toBe(201);
    const event = body.data;
    expect(event).toMatchObject({
      eventTitle: "Yaba Product Night",
      ticketPrice: 5000,
      ticketQuantity: 80,
      parkingAccess: "yes",
      status: "upcoming",
      revenueGenerated: 0,
      eventCategory: { categoryName: expect.any(String) },
    });
    const image = await fetch(event.image.imageUrl);
    expect(image.headers.get("content-type")).toBe("image/webp");

    expect((await api(`/api/v1/event/${event._id}`)).body.data.eventTitle).toBe("Yaba Product Night");
    const search = await api(`/api/v1/events?q=${encodeURIComponent("yaba product")}`);
    expect(search.body.data.map((e: { _id: string }) => e._id)).toContain(event._id);
    const mine = await api(`/api/v1/getPlannerEvent/${userId}`, { token });
    expect(mine.body.data.map((e: { _id: string }) => e._id)).toEqual([event._id]);
  });

  it("explains every wrong field (422)", async () => {
    const { token } = await verifiedUser();
    const { status, body } = await createEvent(token, {
      eventTitle: "",
      startDate: inDays(-1),
      endDate: inDays(-2),
      ticketPrice: "-5",
      ticketQuantity: "10",
      ticketPurchaseLimit: "11",
      parkingAccess: "maybe",
    });
    expect(status).toBe(422);
    expect(body.errors.eventTitle).toEqual(["Title is required"]);
    expect(body.errors.ticketPrice?.[0]).toMatch(/at least 0/);
    expect(body.errors.parkingAccess).toBeDefined();
  });

  it("refuses a start date in the past, an end before the start and a limit above the quantity", async () => {
    const { token } = await verifiedUser();
    const past = await createEvent(token, { startDate: inDays(-1) });
    expect(past.body.errors.startDate).toEqual(["Start date cannot be in the past"]);
    const backwards = await createEvent(token, { endDate: inDays(10), endTime: "17:00" });
    expect(backwards.body.errors.endDate).toEqual(["The event must end after it starts"]);
    const limit = await createEvent(token, { ticketQuantity: "10", ticketPurchaseLimit: "11" });
    expect(limit.body.errors.ticketPurchaseLimit).toEqual(["Purchase limit cannot be more than the ticket quantity"]);
  });

  it("accepts a free event (price 0)", async () => {
    const { token } = await verifiedUser();
    const { status, body } = await createEvent(token, { ticketPrice: "0" });
    expect(status).toBe(201);
    expect(body.data.ticketPrice).toBe(0);
  });

  it("publishes a standing event: the number of tables and seats may be left out or blank (none)", async () => {
    const { token, userId } = await verifiedUser();
    await setPlan(userId, "pro");
    const fields = validEvent({ eventTitle: "Standing Afrobeats Night" });
    delete fields.totalTableNumber;
    delete fields.totalSeatNumber;
    const absent = await api(`/api/v1/create-event/${await someCategoryId()}`, { method: "POST", token, body: await eventForm(fields) });
    expect(absent.status, JSON.stringify(absent.body)).toBe(201);
    expect(absent.body.data).toMatchObject({ totalTableNumber: 0, totalSeatNumber: 0 });

    const blank = await createEvent(token, { eventTitle: "Standing Highlife Night", totalTableNumber: "", totalSeatNumber: " " });
    expect(blank.status, JSON.stringify(blank.body)).toBe(201);
    expect(blank.body.data).toMatchObject({ totalTableNumber: 0, totalSeatNumber: 0 });

    // Given, they are still checked; fewer seats than tickets is allowed (the form warns).
    expect((await createEvent(token, { totalSeatNumber: "-1" })).body.errors.totalSeatNumber).toEqual(["Number of seats must be at least 0"]);
    const fewer = await createEvent(token, { eventTitle: "Half seated", ticketQuantity: "80", totalSeatNumber: "40", totalTableNumber: "4" });
    expect(fewer.status).toBe(201);
    expect(fewer.body.data.totalSeatNumber).toBe(40);
  });

  it("refuses a text file named .jpg and a missing image, leaving nothing behind", async () => {
    const { token, userId } = await verifiedUser();
    const before = storedEventImages();
    const fake = await createEvent(token, {}, new Blob(["definitely not a picture"], { type: "image/jpeg" }));
    expect(fake.status).toBe(422);
    expect(fake.body.errors.image).toBeDefined();
    const missing = await createEvent(token, {}, null);
    expect(missing.status).toBe(422);
    expect(storedEventImages()).toBe(before);
    expect((await api(`/api/v1/getPlannerEvent/${userId}`, { token })).body.data).toEqual([]);
  });

  it("refuses a 20 MB image with 413", async () => {
    const { token } = await verifiedUser();
    const huge = new Blob([new Uint8Array(20 * 1024 * 1024)], { type: "image/jpeg" });
    expect((await createEvent(token, {}, huge)).status).toBe(413);
  });

  it("answers 401 without a session, 400 for a malformed category and 404 for an unknown one", async () => {
    const form = await eventForm(validEvent());
    expect((await api(`/api/v1/create-event/${await someCategoryId()}`, { method: "POST", body: form })).status).toBe(401);
    const { token } = await verifiedUser();
    expect((await api("/api/v1/create-event/not-an-id", { method: "POST", token, body: await eventForm(validEvent()) })).status).toBe(400);
    const unknown = await api("/api/v1/create-event/0123456789abcdef01234567", {
      method: "POST",
      token,
      body: await eventForm(validEvent()),
    });
    expect(unknown.status).toBe(404);
  });
});

describe("plan limits", () => {
  it("lets a Basic organiser have one upcoming event at a time", async () => {
    const { token } = await verifiedUser();
    expect((await createEvent(token)).status).toBe(201);
    const second = await createEvent(token, { eventTitle: "A second show" });
    expect(second.status).toBe(403);
    expect(second.body.message).toMatch(/Basic plan allows 1 upcoming event at a time.*Upgrade/);
  });

  it("caps tickets per event at 100 on Basic, 1,000 on Pro, and not at all on Premium", async () => {
    const { token, userId } = await verifiedUser();
    const basic = await createEvent(token, { ticketQuantity: "101" });
    expect(basic.status).toBe(403);
    expect(basic.body.message).toMatch(/up to 100 tickets per event/);

    await setPlan(userId, "pro");
    expect((await createEvent(token, { ticketQuantity: "1001" })).status).toBe(403);
    expect((await createEvent(token, { ticketQuantity: "1000" })).status).toBe(201);

    await setPlan(userId, "premium");
    expect((await createEvent(token, { ticketQuantity: "50000" })).status).toBe(201);
  });

  it("never lets racing creates pass the Basic limit", async () => {
    const { token, userId } = await verifiedUser();
    const form = async (n: number) => eventForm(validEvent({ eventTitle: `Race ${n}` }));
    const category = await someCategoryId();
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => api(`/api/v1/create-event/${category}`, { method: "POST", token, body: await form(n) })),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    expect(results.every((result) => [201, 403, 409].includes(result.status))).toBe(true);
    expect((await api(`/api/v1/getPlannerEvent/${userId}`, { token })).body.data).toHaveLength(1);
  });

  it("lets Pro organisers feature an event on the home page, but not Basic ones", async () => {
    const { token, userId } = await verifiedUser();
    const basic = await createEvent(token, { featured: "yes" });
    expect(basic.status).toBe(403);
    expect(basic.body.message).toMatch(/Featuring events .* Pro and Premium/);

    await setPlan(userId, "pro");
    const pro = await createEvent(token, { featured: "yes", eventTitle: "Featured by a Pro", startDate: inDays(1), endDate: inDays(1) });
    expect(pro.status).toBe(201);
    const featured = await api("/api/v1/featured-events");
    expect(featured.body.data.map((event: { _id: string }) => event._id)).toContain(pro.body.data._id);
  });
});
