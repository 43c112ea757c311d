import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { manyBuyers } from "../../support/buyers";
import { eventCounters, eventFor, orderStatus, purchase, ticketsOfOrder } from "../../support/purchases";
import { database } from "../../support/database";
import { api } from "../../support/http";
import { inDays } from "../../support/events";
import { eventually } from "../../support/money";
import { trendingWindowStart } from "@/lib/domain/sales-days/sales-day-key";

describe("POST /api/v1/create/ticket/{eventId}", () => {
  it("holds the seats in a pending order and answers a list whose first item is the order", async () => {
    const { eventId } = await eventFor({ ticketPrice: "5000", ticketPurchaseLimit: "4" });
    const buyer = await verifiedUser();
    const { status, body } = await purchase(buyer.token, eventId, 2);
    expect(status).toBe(201);
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data[0]).toMatchObject({ _id: expect.any(String), status: "pending", quantity: 2, amountKobo: 1_000_000, amount: 10_000 });
    expect(body.data[0].reference).toMatch(/^[A-Za-z0-9.=-]+$/);
    expect(new Date(body.data[0].expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await eventCounters(eventId)).seatsTaken).toBe(2);
  });

  it("accepts `Authorization: Bearer: <token>`, exactly as the existing client sends it", async () => {
    const { eventId } = await eventFor();
    const buyer = await verifiedUser();
    const response = await api(`/api/v1/create/ticket/${eventId}`, {
      method: "POST",
      headers: { Authorization: `Bearer: ${buyer.token}` },
      json: { fullName: "Kemi Adebayo", email: "kemi@example.com", numberOfTicket: "1", needCarPackingSpace: "" },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data[0]._id).toEqual(expect.any(String));
  });

  it("accepts a header named `Bearer`", async () => {
    const { eventId } = await eventFor();
    const buyer = await verifiedUser();
    const response = await api(`/api/v1/create/ticket/${eventId}`, {
      method: "POST",
      headers: { Bearer: buyer.token },
      json: { fullName: "Kemi Adebayo", email: "kemi@example.com", numberOfTicket: "1", needCarPackingSpace: "" },
    });
    expect(response.status).toBe(201);
  });

  it("refuses 4 tickets over a limit of 3, and counts what the buyer already holds", async () => {
    const { eventId } = await eventFor({ ticketPurchaseLimit: "3" });
    const buyer = await verifiedUser();
    const four = await purchase(buyer.token, eventId, 4);
    expect(four.status).toBe(422);
    expect(four.body.errors.numberOfTicket).toBeDefined();
    expect((await purchase(buyer.token, eventId, 2)).status).toBe(201);
    const twoMore = await purchase(buyer.token, eventId, 2);
    expect(twoMore.status).toBe(422);
    expect(twoMore.body.message).toMatch(/already hold 2/);
    expect((await purchase(buyer.token, eventId, 1)).status).toBe(201);
    expect((await eventCounters(eventId)).seatsTaken).toBe(3);
  });

  it("refuses bad input and anonymous buyers without holding anything", async () => {
    const { eventId } = await eventFor();
    const buyer = await verifiedUser();
    expect((await purchase(buyer.token, eventId, 0)).status).toBe(422);
    expect((await purchase(buyer.token, eventId, 1, { email: "nope" })).status).toBe(422);
    expect((await purchase(buyer.token, eventId, 1, { needCarPackingSpace: "maybe" })).status).toBe(422);
    // Two different answers to "how many" (a count typed before the form had loaded, say): refused, not guessed.
    const disagreeing = await purchase(buyer.token, eventId, 2, { tickets: [{ ticketTypeId: "0123456789abcdef01234567", quantity: 1 }] });
    expect(disagreeing.status).toBe(422);
    expect(disagreeing.body.errors.numberOfTicket[0]).toMatch(/does not match the tickets chosen/);
    expect((await api(`/api/v1/create/ticket/${eventId}`, { method: "POST", json: { numberOfTicket: 1 } })).status).toBe(401);
    expect((await purchase(buyer.token, "0123456789abcdef01234567", 1)).status).toBe(404);
    expect((await eventCounters(eventId)).seatsTaken).toBe(0);
  });

  it("issues a free event's tickets at once, with unique codes and seats", async () => {
    const { eventId } = await eventFor({ ticketPrice: "0", ticketPurchaseLimit: "3", totalTableNumber: "2", totalSeatNumber: "10" });
    const buyer = await verifiedUser();
    const { status, body } = await purchase(buyer.token, eventId, 3);
    expect(status).toBe(201);
    expect(body.data[0].status).toBe("paid");
    const tickets = await ticketsOfOrder(body.data[0]._id);
    expect(tickets).toHaveLength(3);
    expect(new Set(tickets.map((ticket) => ticket.checkInCode)).size).toBe(3);
    expect(tickets.map((ticket) => [ticket.tableNumber, ticket.seatNumber])).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
    ]);
    expect(tickets.every((ticket) => ticket.parking === true)).toBe(true);
    expect(await eventCounters(eventId)).toMatchObject({ seatsTaken: 3, ticketSold: 3 });
  });

  it("gives exactly 50 seats to 200 concurrent buyers: none oversold", async () => {
    const { eventId } = await eventFor({ ticketQuantity: "50", ticketPurchaseLimit: "1" });
    const buyers = await manyBuyers(200);
    const results = await Promise.all(buyers.map((buyer) => purchase(buyer.token, eventId, 1)));
    const held = results.filter((result) => result.status === 201);
    expect(held).toHaveLength(50);
    expect(results.filter((result) => result.status === 409)).toHaveLength(150);
    expect(results.find((result) => result.status === 409)?.body.message).toBe("This event is sold out");
    expect((await eventCounters(eventId)).seatsTaken).toBe(50);
    for (const result of held.slice(0, 3)) expect(await orderStatus(result.body.data[0]._id)).toBe("pending");
  }, 120_000);
});

/**
 * Tickets each listed upcoming event (not cancelled, not suspended: trending leaves those out) still has
 * sold (refunded and resold ones left out) in orders paid on the last 14 Lagos days, read straight from
 * the orders.
 */
async function recentSalesOfUpcomingEvents(): Promise<Map<string, number>> {
  const db = await database();
  const now = Date.now();
  const upcoming = new Set(
    (
      await db
        .collection("events")
        .find({ startsAt: { $gt: new Date(now) }, cancelledAt: { $exists: false }, suspended: { $exists: false } }, { projection: { _id: 1 } })
        .toArray()
    ).map((event) => String(event._id)),
  );
  const orders = await db
    .collection("orders")
    .find({ kind: "ticket", paidAt: { $gte: trendingWindowStart(new Date(now)) } })
    .toArray();
  const sold = new Map<string, number>();
  for (const order of orders) {
    const eventId = String(order.event);
    const kept = (order.quantity as number) - ((order.refundedQuantity as number | undefined) ?? 0);
    if (upcoming.has(eventId)) sold.set(eventId, (sold.get(eventId) ?? 0) + kept);
  }
  return sold;
}

describe("trending events", () => {
  it("ranks upcoming events by the tickets they sold in the last 14 days, counting a new sale at once", async () => {
    const { eventId } = await eventFor({ ticketPrice: "0", ticketPurchaseLimit: "9", startDate: inDays(2), endDate: inDays(2) });
    const buyer = await verifiedUser();
    expect((await purchase(buyer.token, eventId, 9)).status).toBe(201);

    // The list and the orders are read one after the other, and a sale of the file before may land
    // between the two reads (or reach the list's cache a moment later): read both until they agree.
    const read = async () => ({
      trending: (await api("/api/v1/trending-events")).body.data as { _id: string }[],
      sold: await recentSalesOfUpcomingEvents(),
    });
    const ranks = ({ trending, sold }: Awaited<ReturnType<typeof read>>) => {
      const best = [...sold.values()]
        .filter((tickets) => tickets > 0)
        .sort((a, b) => b - a)
        .slice(0, 8);
      return { best, shown: trending.slice(0, best.length).map((event) => sold.get(event._id) ?? 0) };
    };
    const { trending, sold } = await eventually(read, (response) => String(ranks(response).shown) === String(ranks(response).best), 5_000);
    expect(sold.get(eventId)).toBe(9);
    const { best, shown } = ranks({ trending, sold });
    expect(shown).toEqual(best);
    if (best.length < 8 || 9 > best.at(-1)!) expect(trending.map((event) => event._id)).toContain(eventId);
  });
});
