import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import { lagosDate, lagosInstant } from "@/lib/platform/time/lagos";
import { verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { inDays } from "../../support/events";
import { api } from "../../support/http";
import { eventFor, purchase, ticketsOfOrder } from "../../support/purchases";
import { eventually, refund } from "../../support/money";
import { KEPT_EVENT_MAX_AGE_MS } from "@/lib/domain/attendee/kept-events";

/** Moves an event's end to `minutesFromNow` (Lagos wall clock and instant together). */
async function endEventAt(eventId: string, minutesFromNow: number) {
  const end = new Date(Date.now() + minutesFromNow * 60_000);
  const endDate = lagosDate(end);
  const endTime = new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Lagos", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(end);
  const endsAt = lagosInstant(endDate, endTime) as Date;
  const startsAt = new Date(endsAt.getTime() - 3 * 3_600_000);
  await (
    await database()
  )
    .collection("events")
    .updateOne({ _id: new mongoose.Types.ObjectId(eventId) }, { $set: { endDate, endTime, endsAt, startsAt, startDate: lagosDate(startsAt) } });
}

describe("the attendee's events", () => {
  it("lists events with tickets under upcoming, each marked 'upcoming', and nobody else sees them", async () => {
    const { eventId } = await eventFor({ ticketPrice: "0", startDate: inDays(3), endDate: inDays(3), ticketPurchaseLimit: "3" });
    const buyer = await verifiedUser();
    const stranger = await verifiedUser();
    expect((await purchase(buyer.token, eventId, 2)).status).toBe(201);

    const upcoming = await api("/api/v1/user/events/upcoming", { token: buyer.token });
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.data).toHaveLength(1);
    expect(upcoming.body.data[0]).toMatchObject({ _id: eventId, status: "upcoming", ticketCount: 2, image: { imageUrl: expect.any(String) } });
    expect((await api("/api/v1/user/events/upcoming", { token: stranger.token })).body.data).toEqual([]);
    expect((await api("/api/v1/user/events/upcoming")).status).toBe(401);
  });

  it("moves an event to past at its end in Lagos time, one item per ticket with table and seat", async () => {
    const { eventId } = await eventFor({ ticketPrice: "0", ticketPurchaseLimit: "2", totalTableNumber: "1", totalSeatNumber: "10" });
    const buyer = await verifiedUser();
    expect((await purchase(buyer.token, eventId, 2)).status).toBe(201);

    await endEventAt(eventId, 2);
    expect((await api("/api/v1/user/events/upcoming", { token: buyer.token })).body.data.map((e: { _id: string }) => e._id)).toContain(eventId);
    expect((await api("/api/v1/user/events/past", { token: buyer.token })).body.data).toEqual([]);

    // Written behind the app's back (no change announced): the server's copy of the event ages out
    // within KEPT_EVENT_MAX_AGE_MS (kept-events.ts); an organiser's edit would show at once.
    await endEventAt(eventId, -2);
    const upcomingAfter = await eventually(
      async () => (await api("/api/v1/user/events/upcoming", { token: buyer.token })).body.data,
      (data) => data.length === 0,
      KEPT_EVENT_MAX_AGE_MS + 5_000,
    );
    expect(upcomingAfter).toEqual([]);
    const past = await api("/api/v1/user/events/past", { token: buyer.token });
    expect(past.body.data).toHaveLength(2);
    expect(past.body.data.map((item: { tableNumber: number; seatNumber: number }) => [item.tableNumber, item.seatNumber]).sort()).toEqual([
      [1, 1],
      [1, 2],
    ]);
  });
});

describe("what the server keeps of a user's lists", () => {
  const upcomingIds = async (token: string) =>
    (await api("/api/v1/user/events/upcoming", { token })).body.data.map((event: { _id: string }) => event._id);
  const upcomingCount = async (token: string, eventId: string) =>
    (await api("/api/v1/user/events/upcoming", { token })).body.data.find((event: { _id: string }) => event._id === eventId)?.ticketCount ?? 0;

  it("shows a purchase, a refund and a ticket passed on at once in upcoming events already read", async () => {
    const { eventId, organiser } = await eventFor({ ticketPrice: "0", startDate: inDays(4), endDate: inDays(4), ticketPurchaseLimit: "3" });
    const buyer = await verifiedUser();
    const friend = await verifiedUser();
    // Read twice each: kept by the server from here on.
    for (let round = 0; round < 2; round++) expect(await Promise.all([upcomingIds(buyer.token), upcomingIds(friend.token)])).toEqual([[], []]);

    const bought = await purchase(buyer.token, eventId, 3);
    expect(bought.status).toBe(201);
    expect(await upcomingCount(buyer.token, eventId)).toBe(3);

    const orderId = bought.body.data[0]._id as string;
    const [first, second] = (await ticketsOfOrder(orderId)) as unknown as [{ _id: string }, { _id: string }];
    expect((await refund(organiser.token, { orderId, ticketIds: [String(first._id)] })).status).toBe(201);
    expect(await upcomingCount(buyer.token, eventId)).toBe(2);

    const passed = await api(`/api/v1/tickets/${String(second._id)}/transfer`, {
      method: "POST",
      token: buyer.token,
      json: { name: "Amaka Obi", email: friend.email },
    });
    expect(passed.status, JSON.stringify(passed.body)).toBe(201);
    expect(await upcomingCount(friend.token, eventId)).toBe(1);
  });
});

describe("favourites", () => {
  it("adds once, says so on a duplicate, lists, removes, and keeps them per user", async () => {
    const { eventId } = await eventFor();
    const a = await verifiedUser();
    const b = await verifiedUser();
    const first = await api("/api/v1/favorites", { method: "POST", token: a.token, json: { eventId } });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("Added to favorite");
    const again = await api("/api/v1/favorites", { method: "POST", token: a.token, json: { eventId } });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe("Already added to favorites");

    expect((await api("/api/v1/favorites", { token: a.token })).body.data.map((e: { _id: string }) => e._id)).toEqual([eventId]);
    expect((await api("/api/v1/favorites", { token: b.token })).body.data).toEqual([]);

    expect((await api(`/api/v1/favorites/${eventId}`, { method: "DELETE", token: a.token })).status).toBe(200);
    expect((await api("/api/v1/favorites", { token: a.token })).body.data).toEqual([]);
  });

  it("says whether an event is one of your favourites, for you alone (GET /api/v1/favorites/{eventId})", async () => {
    const { eventId } = await eventFor();
    const a = await verifiedUser();
    const b = await verifiedUser();
    const check = async (token?: string) => api(`/api/v1/favorites/${eventId}`, { token });
    expect((await check(a.token)).body.data).toEqual({ favorite: false });
    await api("/api/v1/favorites", { method: "POST", token: a.token, json: { eventId } });
    expect((await check(a.token)).body.data).toEqual({ favorite: true });
    expect((await check(b.token)).body.data).toEqual({ favorite: false });
    await api(`/api/v1/favorites/${eventId}`, { method: "DELETE", token: a.token });
    expect((await check(a.token)).body.data).toEqual({ favorite: false });

    expect((await check()).status).toBe(401);
    expect((await api("/api/v1/favorites/not-an-id", { token: a.token })).status).toBe(400);
  });

  it("merges a visitor's browser favourites at login, skipping unknown and duplicate events", async () => {
    const { eventId } = await eventFor();
    const user = await verifiedUser();
    await api("/api/v1/favorites", { method: "POST", token: user.token, json: { eventId } });
    const merged = await api("/api/v1/favorites/merge", {
      method: "POST",
      token: user.token,
      json: { eventIds: [eventId, "0123456789abcdef01234567"] },
    });
    expect(merged.body.data).toEqual({ added: 0 });
    expect((await api("/api/v1/favorites/merge", { method: "POST", token: user.token, json: { eventIds: ["nope"] } })).status).toBe(422);
  });
});
