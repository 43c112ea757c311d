import { createHmac } from "node:crypto";
import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-stack.mjs";
import { waitForMail } from "../../../bench/lib/smtp-capture.mjs";
import { uniqueEmail, verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { codeKey } from "../../support/gate-keys";
import { api } from "../../support/http";
import { eventually, paidOrder, refundsOf } from "../../support/money";
import { eventCounters, eventFor, payThroughTestGateway, purchase, storedOrder, ticketsOfOrder } from "../../support/purchases";
import { testStack } from "../../support/stack";
import { createCode } from "../../support/ticket-types";

let expireHolds: (now?: Date) => Promise<number>;

beforeAll(async () => {
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  ({ expireHolds } = await import("@/lib/domain/orders/expire-holds"));
});

type Organiser = { token: string; userId: string };

/** The key of an order's no-login link (`?k=`), as the server makes it. */
const linkKey = (publicId: string) => createHmac("sha256", TEST_AUTH_SECRET).update(`order-tickets\n${publicId}`).digest("base64url");

const setPolicy = (organiser: Organiser, eventId: string, policy: Record<string, unknown>) =>
  api(`/api/v1/events/${eventId}/resale`, { method: "PUT", token: organiser.token, json: policy });

const sellBack = (ticketId: string, body: Record<string, unknown>, token?: string) =>
  api(`/api/v1/tickets/${ticketId}/resale`, { method: "POST", json: body, ...(token ? { token } : {}) });

const withdraw = (ticketId: string, body: Record<string, unknown>, token?: string) =>
  api(`/api/v1/tickets/${ticketId}/resale/withdraw`, { method: "POST", json: body, ...(token ? { token } : {}) });

const checkIn = (organiser: Organiser, eventId: string, checkInCode: string) =>
  api(`/api/v1/check-in/${eventId}`, { method: "POST", token: organiser.token, json: { checkInCode } });

async function storedTicket(ticketId: string) {
  return (await database()).collection("tickets").findOne({ _id: new mongoose.Types.ObjectId(ticketId) });
}

async function resaleOpen(eventId: string): Promise<number> {
  const event = await (await database()).collection("events").findOne({ _id: new mongoose.Types.ObjectId(eventId) });
  return Object.values((event?.resaleOpen ?? {}) as Record<string, number>).reduce((sum, count) => sum + count, 0);
}

/**
 * A sold-out event (price `price`, `quantity` seats) selling back with a `feePercent` fee: the
 * holder's paid order of one ticket, and the rest bought by someone else.
 */
async function soldOutWithHolder({ price = 4000, quantity = 2, feePercent = 10 } = {}) {
  const { organiser, eventId } = await eventFor({
    ticketPrice: String(price),
    ticketQuantity: String(quantity),
    ticketPurchaseLimit: String(Math.min(4, quantity)),
  });
  expect((await setPolicy(organiser, eventId, { allowed: true, feePercent })).status).toBe(200);
  const holder = await paidOrder(eventId, 1);
  if (quantity > 1) await paidOrder(eventId, quantity - 1);
  const order = await storedOrder(holder.orderId);
  const ticket = holder.tickets[0]!;
  return {
    organiser,
    eventId,
    holder,
    ticketId: String(ticket._id),
    checkInCode: ticket.checkInCode as string,
    link: { orderId: holder.orderId, key: linkKey(order?.publicId as string) },
  };
}

/** A new buyer's purchase of one ticket, paid through the TEST MODE checkout: the order id and its payment reference. */
async function buyAndPay(eventId: string) {
  const buyer = await verifiedUser();
  const placed = await purchase(buyer.token, eventId, 1, { email: buyer.email });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.data[0]._id as string;
  const reference = await payThroughTestGateway(orderId);
  expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.status).toBe("Successful");
  return { buyer, orderId, reference };
}

describe("selling a ticket back at face value", () => {
  it("refunds exactly the price paid less the stated fee, once, however often the payment is reported", async () => {
    const { organiser, eventId, holder, ticketId, checkInCode, link } = await soldOutWithHolder({ price: 4000, feePercent: 10 });
    const quote = await api(`/api/v1/tickets/${ticketId}/resale?orderId=${link.orderId}&key=${link.key}`);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.data).toMatchObject({ state: "none", canList: true, paidKobo: 400_000, feeKobo: 40_000, refundKobo: 360_000 });

    const since = new Date();
    const listed = await sellBack(ticketId, { ...link, expectedRefundKobo: 360_000 });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data).toMatchObject({ state: "listed", canWithdraw: true, refundKobo: 360_000 });
    await waitForMail(testStack().inboxDir, { to: holder.buyer.email, subject: "is on resale", since });
    expect(await resaleOpen(eventId)).toBe(1);
    const before = await eventCounters(eventId);

    const { orderId, reference } = await buyAndPay(eventId);
    // The same payment reported again, and at once by several callers: nothing moves twice.
    const replays = await Promise.all(Array.from({ length: 4 }, () => api(`/api/v1/verify?reference=${reference}`)));
    expect(replays.map((reply) => reply.body.data.status)).toEqual(["Successful", "Successful", "Successful", "Successful"]);

    const old = await storedTicket(ticketId);
    expect(old).toMatchObject({ status: "refunded", resale: expect.objectContaining({ state: "sold", refundKobo: 360_000 }) });
    const refunds = await refundsOf(holder.orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ kind: "resale", amountKobo: 360_000, quantity: 1 });
    const [fresh] = await ticketsOfOrder(orderId);
    expect(fresh).toMatchObject({ status: "valid" });
    expect(fresh!.checkInCode).not.toBe(checkInCode);

    // The new sale counts 4,000 and the refund takes 3,600 off: the event keeps the 400 fee; seats unchanged.
    const after = await eventCounters(eventId);
    expect(after.revenue).toBe(before.revenue + 4000 - 3600);
    expect(after.seatsTaken).toBe(before.seatsTaken);
    expect(after.ticketSold).toBe(before.ticketSold);
    expect(await resaleOpen(eventId)).toBe(0);

    expect((await checkIn(organiser, eventId, checkInCode)).status).toBe(409);
    expect((await checkIn(organiser, eventId, fresh!.checkInCode as string)).status).toBe(200);
    const [processed] = await eventually(
      () => refundsOf(holder.orderId),
      (found) => found[0]?.status === "processed",
    );
    expect(processed?.status).toBe("processed");
    await waitForMail(testStack().inboxDir, { to: holder.buyer.email, subject: "was sold", since });
    const view = await api(`/api/v1/tickets/${ticketId}/resale`, { token: holder.buyer.token });
    expect(view.body.data).toMatchObject({ state: "sold", refundKobo: 360_000, canList: false });
  });

  it("a listed ticket still admits until it sells; used, it leaves sale and is never refunded", async () => {
    const { organiser, eventId, holder, ticketId, checkInCode } = await soldOutWithHolder();
    expect((await sellBack(ticketId, {}, holder.buyer.token)).status).toBe(200);
    expect(await resaleOpen(eventId)).toBe(1);

    expect((await checkIn(organiser, eventId, checkInCode)).status).toBe(200);
    expect((await storedTicket(ticketId))?.resale?.state).toBe("withdrawn");
    expect(await resaleOpen(eventId)).toBe(0);
    const buyer = await verifiedUser();
    expect((await purchase(buyer.token, eventId, 1)).status).toBe(409);
    expect(await refundsOf(holder.orderId)).toHaveLength(0);
    // A used ticket cannot be listed again.
    const again = await sellBack(ticketId, {}, holder.buyer.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/used at the gate/);
  });

  it("a check-in racing the sale of the same ticket gives one outcome: admitted, or sold and refunded", async () => {
    const { organiser, eventId } = await eventFor({ ticketPrice: "3000", ticketQuantity: "4", ticketPurchaseLimit: "4" });
    expect((await setPolicy(organiser, eventId, { allowed: true, feePercent: 0 })).status).toBe(200);
    const holders = await Promise.all(Array.from({ length: 4 }, () => paidOrder(eventId, 1)));
    const outcomes: string[] = [];
    for (const holder of holders) {
      const ticket = holder.tickets[0]!;
      expect((await sellBack(String(ticket._id), {}, holder.buyer.token)).status).toBe(200);
      const buyer = await verifiedUser();
      const [admitted, placed] = await Promise.all([checkIn(organiser, eventId, ticket.checkInCode as string), purchase(buyer.token, eventId, 1)]);
      expect([admitted.status, placed.status].sort(), JSON.stringify([admitted.body, placed.body])).toEqual(
        admitted.status === 200 ? [200, 409] : [201, 409],
      );
      if (admitted.status === 200) {
        outcomes.push("admitted");
        expect(await refundsOf(holder.orderId)).toHaveLength(0);
        continue;
      }
      outcomes.push("sold");
      const orderId = placed.body.data[0]._id as string;
      const reference = await payThroughTestGateway(orderId);
      expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.status).toBe("Successful");
      expect((await storedTicket(String(ticket._id)))?.status).toBe("refunded");
      expect(await refundsOf(holder.orderId)).toHaveLength(1);
      expect((await checkIn(organiser, eventId, ticket.checkInCode as string)).status).toBe(409);
    }
    expect(outcomes).toHaveLength(4);
  });

  it("sells the type's own stock first, then listings in the order they were listed", async () => {
    const { organiser, eventId } = await eventFor({ ticketPrice: "2000", ticketQuantity: "4", ticketPurchaseLimit: "4" });
    expect((await setPolicy(organiser, eventId, { allowed: true, feePercent: 0 })).status).toBe(200);
    const first = await paidOrder(eventId, 1);
    const second = await paidOrder(eventId, 1);
    expect((await sellBack(String(first.tickets[0]!._id), {}, first.buyer.token)).status).toBe(200);
    expect((await sellBack(String(second.tickets[0]!._id), {}, second.buyer.token)).status).toBe(200);

    const own = await buyAndPay(eventId);
    expect((await storedOrder(own.orderId))?.resaleSeats).toBeUndefined();
    expect((await storedTicket(String(first.tickets[0]!._id)))?.resale?.state).toBe("listed");
    await buyAndPay(eventId); // the last own seat
    const resold = await buyAndPay(eventId);
    expect((await storedOrder(resold.orderId))?.resaleSeats).toHaveLength(1);
    expect((await storedTicket(String(first.tickets[0]!._id)))?.resale?.state).toBe("sold");
    expect((await storedTicket(String(second.tickets[0]!._id)))?.resale?.state).toBe("listed");
  });

  it("an expired hold on a resale seat gives it back, and it sells to the next buyer", async () => {
    const { eventId, ticketId, holder } = await soldOutWithHolder({ price: 1500, feePercent: 0 });
    expect((await sellBack(ticketId, {}, holder.buyer.token)).status).toBe(200);
    const late = await verifiedUser();
    const held = await purchase(late.token, eventId, 1);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect((await storedTicket(ticketId))?.resale?.state).toBe("claimed");
    expect(await resaleOpen(eventId)).toBe(0);
    // Withdrawing is refused while a buyer pays for it.
    expect((await withdraw(ticketId, {}, holder.buyer.token)).status).toBe(409);

    expect(await expireHolds(new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await storedTicket(ticketId))?.resale).toMatchObject({ state: "listed" });
    expect((await storedTicket(ticketId))?.resaleClaim).toBeUndefined();
    expect(await resaleOpen(eventId)).toBe(1);
    await buyAndPay(eventId);
    expect((await storedTicket(ticketId))?.resale?.state).toBe("sold");
  });

  it("a sold listing is refused at the gate and reaches offline scanners as a revocation", async () => {
    const { organiser, eventId, ticketId, checkInCode, holder } = await soldOutWithHolder({ price: 2500, feePercent: 5 });
    const before = (await api(`/api/v1/events/${eventId}/gate/list`, { token: organiser.token })).body.data;
    expect((await sellBack(ticketId, {}, holder.buyer.token)).status).toBe(200);
    await buyAndPay(eventId);
    const changes = (await api(`/api/v1/events/${eventId}/gate/list?since=${before.version}`, { token: organiser.token })).body.data;
    expect(changes.tickets).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: codeKey(before.listKey, checkInCode), status: "revoked" })]),
    );
    const refused = await checkIn(organiser, eventId, checkInCode);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Refunded/);
  });

  it("a promo-discounted ticket refunds what was actually paid for it, less the fee on that", async () => {
    const { organiser, eventId } = await eventFor({ ticketPrice: "5000", ticketQuantity: "1", ticketPurchaseLimit: "1" });
    expect((await setPolicy(organiser, eventId, { allowed: true, feePercent: 10 })).status).toBe(200);
    const code = await createCode(organiser.token, eventId, { code: "HALFOFF", discountType: "percent", discountValue: 50 });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    const holder = await verifiedUser();
    const placed = await purchase(holder.token, eventId, 1, { email: holder.email, promoCode: "HALFOFF" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.data[0]._id as string;
    const reference = await payThroughTestGateway(orderId);
    expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.status).toBe("Successful");
    const [ticket] = await ticketsOfOrder(orderId);
    const listed = await sellBack(String(ticket!._id), {}, holder.token);
    // Paid ₦2,500 (half of ₦5,000): 10 % of that is kept, ₦2,250 goes back; the seat resells at ₦5,000.
    expect(listed.body.data).toMatchObject({ paidKobo: 250_000, feeKobo: 25_000, refundKobo: 225_000 });
    await buyAndPay(eventId);
    const refunds = await refundsOf(orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ kind: "resale", amountKobo: 225_000 });
  });

  it("a free ticket sold back returns its seat with no refund", async () => {
    const { organiser, eventId } = await eventFor({ ticketPrice: "0", ticketQuantity: "1", ticketPurchaseLimit: "1" });
    expect((await setPolicy(organiser, eventId, { allowed: true, feePercent: 10, gatewayFee: true })).status).toBe(200);
    const holder = await verifiedUser();
    const orderId = (await purchase(holder.token, eventId, 1)).body.data[0]._id as string;
    const [ticket] = await ticketsOfOrder(orderId);
    const listed = await sellBack(String(ticket!._id), {}, holder.token);
    expect(listed.body.data).toMatchObject({ state: "listed", paidKobo: 0, refundKobo: 0 });
    const next = await verifiedUser();
    const taken = await purchase(next.token, eventId, 1);
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect((await storedTicket(String(ticket!._id)))?.resale?.state).toBe("sold");
    const refunds = await refundsOf(orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountKobo: 0, status: "processed" });
  });
});

describe("resale and passing a ticket on", () => {
  it("a ticket on resale is not passed on until withdrawn, and a passed-on ticket cannot be listed", async () => {
    const { eventId, holder, ticketId } = await soldOutWithHolder({ quantity: 3 });
    const passOn = (id: string) =>
      api(`/api/v1/tickets/${id}/transfer`, { method: "POST", token: holder.buyer.token, json: { name: "Amaka Obi", email: uniqueEmail("friend") } });

    expect((await sellBack(ticketId, {}, holder.buyer.token)).status).toBe(200);
    const onResale = await passOn(ticketId);
    expect(onResale.status).toBe(409);
    expect(onResale.body.message).toMatch(/withdraw it from resale/);
    expect(await storedTicket(ticketId)).toMatchObject({ status: "valid", resale: expect.objectContaining({ state: "listed" }) });
    expect(await resaleOpen(eventId)).toBe(1);

    expect((await withdraw(ticketId, {}, holder.buyer.token)).status).toBe(200);
    expect((await passOn(ticketId)).status).toBe(201);
    expect((await sellBack(ticketId, {}, holder.buyer.token)).status).toBe(409);
    // The ticket the friend got cannot be sold back either: its refund could only go to whoever paid.
    const passedOn = await (await database()).collection("tickets").findOne({ transferredFrom: new mongoose.Types.ObjectId(ticketId) });
    const refused = await sellBack(String(passedOn!._id), {}, holder.buyer.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/passed on to you cannot be sold back/);
    expect(await resaleOpen(eventId)).toBe(0);
  });
});

describe("resale and the waitlist", () => {
  it("a ticket sold back goes to the waitlist first: it is offered, the public cannot take it, and the offer buys it", async () => {
    const { eventId, holder, ticketId } = await soldOutWithHolder({ price: 4000, quantity: 2, feePercent: 10 });
    const joined = await api(`/api/v1/events/${eventId}/waitlist`, {
      method: "POST",
      json: { partySize: 1, fullName: "Ngozi Waits", email: uniqueEmail("waiter"), phone: "0803 555 0101" },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);

    expect((await sellBack(ticketId, {}, holder.buyer.token)).status).toBe(200);
    const orders = (await database()).collection("orders");
    const offer = await eventually(
      () => orders.findOne({ event: new mongoose.Types.ObjectId(eventId), offer: { $exists: true } }),
      (found) => found?.status === "pending",
    );
    expect(offer).toMatchObject({ quantity: 1, resaleSeats: [expect.objectContaining({ quantity: 1 })] });
    expect(await storedTicket(ticketId)).toMatchObject({ status: "valid", resaleClaim: offer!._id });
    expect(await resaleOpen(eventId)).toBe(0);

    const stranger = await verifiedUser();
    expect((await purchase(stranger.token, eventId, 1, { email: stranger.email })).status).toBe(409);

    const reference = await payThroughTestGateway(offer!.publicId as string);
    expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.status).toBe("Successful");
    await eventually(
      () => storedTicket(ticketId),
      (found) => found?.status === "refunded",
    );
    expect(await storedTicket(ticketId)).toMatchObject({ resale: expect.objectContaining({ state: "sold", refundKobo: 360_000 }) });
    const [bought] = await ticketsOfOrder(offer!.publicId as string);
    expect(bought).toMatchObject({ status: "valid" });
    expect(await refundsOf(holder.orderId)).toEqual([expect.objectContaining({ kind: "resale", amountKobo: 360_000 })]);
  });
});

describe("who may sell a ticket back, and what is refused", () => {
  it("refuses someone else's ticket (404), a wrong link key (404), no holder at all (401)", async () => {
    const { ticketId, link } = await soldOutWithHolder({ quantity: 1 });
    const stranger = await verifiedUser();
    expect((await sellBack(ticketId, {}, stranger.token)).status).toBe(404);
    expect((await sellBack(ticketId, { orderId: link.orderId, key: linkKey("someone-else") })).status).toBe(404);
    expect((await sellBack(ticketId, {})).status).toBe(401);
    expect((await storedTicket(ticketId))?.resale).toBeUndefined();
  });

  it("answers bad input with a 4xx and writes nothing", async () => {
    const { organiser, eventId, ticketId, link } = await soldOutWithHolder({ quantity: 1 });
    expect((await sellBack("not-an-id", link)).status).toBe(400);
    expect((await sellBack(ticketId, { ...link, expectedRefundKobo: "lots" })).status).toBe(422);
    const changed = await sellBack(ticketId, { ...link, expectedRefundKobo: 1 });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toMatch(/terms changed/);
    expect((await setPolicy(organiser, eventId, { allowed: true, feePercent: 80 })).status).toBe(422);
    expect((await setPolicy(organiser, eventId, { allowed: "yes" })).status).toBe(422);
    expect((await setPolicy(organiser, eventId, { allowed: true, until: "tomorrow" })).status).toBe(422);
    const stranger = await verifiedUser();
    expect((await setPolicy(stranger, eventId, { allowed: true })).status).toBe(403);
    expect((await withdraw(ticketId, link)).status).toBe(409);
    expect((await storedTicket(ticketId))?.resale).toBeUndefined();
  });

  it("refuses listing where the organiser does not allow it, or after its closing time", async () => {
    const { organiser, eventId, ticketId, link } = await soldOutWithHolder({ quantity: 1 });
    expect((await setPolicy(organiser, eventId, { allowed: false })).status).toBe(200);
    expect((await sellBack(ticketId, link)).body.message).toMatch(/does not allow/);
    expect((await setPolicy(organiser, eventId, { allowed: true, until: new Date(Date.now() - 60_000).toISOString() })).status).toBe(200);
    expect((await sellBack(ticketId, link)).body.message).toMatch(/closed on/);
  });
});

describe("resale queries", () => {
  it("are answered from their indexes by the embedded database", async () => {
    const { Ticket } = await import("@/models/Ticket");
    const { connectToDatabase } = await import("@/lib/platform/db");
    await connectToDatabase();
    await Ticket.init();
    const id = () => new mongoose.Types.ObjectId();
    const queries = [
      // The claim of the oldest listing of a type, and the listings an order claimed or bought.
      {
        filter: { resaleQueue: `${String(id())}:${String(id())}`, status: "valid", "resale.state": "listed" },
        index: "resaleQueue_1_resale.listedAt_1",
      },
      { filter: { resaleClaim: id(), "resale.state": "claimed" }, index: "resaleClaim_1" },
    ];
    for (const { filter, index } of queries) {
      const explained = (await Ticket.collection.conn.db!.command({ explain: { find: Ticket.collection.collectionName, filter } })) as {
        queryPlanner?: { Plan?: string[] };
      };
      const steps = explained.queryPlanner?.Plan ?? [];
      expect(
        steps.filter((step) => /detail=SCAN /.test(step)),
        steps.join("\n"),
      ).toEqual([]);
      expect(
        steps.some((step) => step.includes(index)),
        steps.join("\n"),
      ).toBe(true);
    }
  });
});
