import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { api } from "../../support/http";
import { eventually, mailCount, paidOrder, refund, refundsOf } from "../../support/money";
import { eventCounters, eventFor, orderStatus, ticketsOfOrder } from "../../support/purchases";
import { waitForMail } from "../../../bench/lib/smtp-capture.mjs";
import { testStack } from "../../support/stack";

let organiser: { token: string; userId: string };
let eventId: string;

beforeAll(async () => {
  ({ organiser, eventId } = await eventFor({ ticketPrice: "4000", ticketQuantity: "10", ticketPurchaseLimit: "4" }));
}, 60_000);

describe("refunds", () => {
  it("refunds 1 of 3 tickets: one ticket's price, one seat back, the ticket void at the gate, the buyer told", async () => {
    const { buyer, orderId, tickets } = await paidOrder(eventId, 3);
    const before = await eventCounters(eventId);
    const since = new Date();
    const response = await refund(organiser.token, { orderId, ticketIds: [String(tickets[0]?._id)], reason: "Asked to change the date" });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toMatchObject({ quantity: 1, amount: 4000, amountKobo: 400_000, status: "pending" });

    const after = await eventCounters(eventId);
    expect(after.seatsTaken).toBe(before.seatsTaken - 1);
    expect(after.ticketSold).toBe(before.ticketSold - 1);
    expect(after.revenue).toBe(before.revenue - 4000);
    const statuses = (await ticketsOfOrder(orderId)).map((ticket) => ticket.status).sort();
    expect(statuses).toEqual(["refunded", "valid", "valid"]);
    expect(await orderStatus(orderId)).toBe("paid");

    const gate = await api(`/api/v1/check-in/${eventId}`, { method: "POST", token: organiser.token, json: { checkInCode: tickets[0]?.checkInCode } });
    expect(gate.status).toBe(409);
    expect(gate.body.message).toMatch(/Refunded/i);

    await waitForMail(testStack().inboxDir, { to: buyer.email, subject: "Refund for your", since });
    // The TEST MODE gateway processes the refund and says so by a signed refund.processed webhook.
    const [processed] = await eventually(
      () => refundsOf(orderId),
      (refunds) => refunds[0]?.status === "processed",
    );
    expect(processed?.status).toBe("processed");
    await waitForMail(testStack().inboxDir, { to: buyer.email, subject: "Refund processed", since });
  });

  it("two concurrent refunds of the same ticket make one refund and free one seat", async () => {
    const { orderId, tickets } = await paidOrder(eventId, 2);
    const before = await eventCounters(eventId);
    const ticketIds = [String(tickets[1]?._id)];
    const responses = await Promise.all([refund(organiser.token, { orderId, ticketIds }), refund(organiser.token, { orderId, ticketIds })]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect((await eventCounters(eventId)).seatsTaken).toBe(before.seatsTaken - 1);
    expect((await refundsOf(orderId)).filter((record) => record.status !== "preparing")).toHaveLength(1);
  });

  it("refunds a whole order: every ticket void, the order refunded, nothing left to refund", async () => {
    const { orderId } = await paidOrder(eventId, 2);
    const response = await refund(organiser.token, { orderId, reason: "Duplicate purchase" });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ quantity: 2, amount: 8000 });
    expect(await orderStatus(orderId)).toBe("refunded");
    expect((await refund(organiser.token, { orderId })).status).toBe(409);
  });

  it("lists the event's refunds for its organiser only; another organiser cannot refund (404) or list (403)", async () => {
    const { orderId } = await paidOrder(eventId, 1);
    const other = await verifiedUser();
    expect((await refund(other.token, { orderId })).status).toBe(404);
    expect((await api(`/api/v1/events/${eventId}/refunds`, { token: other.token })).status).toBe(403);
    expect((await refund("", { orderId })).status).toBe(401);
    expect(await orderStatus(orderId)).toBe("paid");
    const list = await api(`/api/v1/events/${eventId}/refunds`, { token: organiser.token });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(3);
  });

  it("refuses a retry of a refund that has not failed", async () => {
    const { orderId } = await paidOrder(eventId, 1);
    const created = await refund(organiser.token, { orderId });
    const retried = await api(`/api/v1/refunds/${created.body.data._id}/retry`, { method: "POST", token: organiser.token, json: {} });
    expect(retried.status).toBe(409);
    expect(await mailCount("nobody@example.com", "Refund")).toBe(0);
  });
});
