import mongoose from "mongoose";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { api } from "../../support/http";
import { eventCounters, eventFor, purchase, quotaHeld, storedOrder, ticketsOfOrder } from "../../support/purchases";
import { buyTypes, createCode, promoCodeUses, typeTaken, typedEventFor } from "../../support/ticket-types";
import { testStack } from "../../support/stack";

// The services run here, in the test process, against the test server's database; a named crash
// point (see lib/platform/crash-point.ts) stops them between two writes as a kill would.
let fulfilPaidOrder: typeof import("@/lib/domain/orders/settle-payment").fulfilPaidOrder;
let purchaseTickets: typeof import("@/lib/domain/orders/purchase-tickets").purchaseTickets;
let sweepInterruptedOrders: typeof import("@/lib/domain/orders/sweep-interrupted-orders").sweepInterruptedOrders;
let endHold: typeof import("@/lib/domain/orders/holds/end-hold").endHold;
let clearSettledMarks: typeof import("@/lib/domain/inventory/order-marks").clearSettledMarks;

const SETTLE_MS = 400;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 100));

beforeAll(async () => {
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  ({ fulfilPaidOrder } = await import("@/lib/domain/orders/settle-payment"));
  ({ purchaseTickets } = await import("@/lib/domain/orders/purchase-tickets"));
  ({ sweepInterruptedOrders } = await import("@/lib/domain/orders/sweep-interrupted-orders"));
  ({ endHold } = await import("@/lib/domain/orders/holds/end-hold"));
  ({ clearSettledMarks } = await import("@/lib/domain/inventory/order-marks"));
});

afterEach(() => {
  delete process.env.SCHEDITIX_TEST_CRASH_AT;
});

async function crashAt<T>(point: string, run: () => Promise<T>) {
  process.env.SCHEDITIX_TEST_CRASH_AT = point;
  await expect(run()).rejects.toThrow(`simulated crash at ${point}`);
  delete process.env.SCHEDITIX_TEST_CRASH_AT;
}

const buyerInput = { fullName: "Kemi Adebayo", email: "kemi@example.com", needCarPackingSpace: "no" as const, specialRequest: "" };

/** Another buyer's hold and payment: the event keeps selling while the sweep repairs. */
async function keepSelling(eventId: string, tickets = 1) {
  const other = await verifiedUser();
  const order = (await purchase(other.token, eventId, tickets)).body.data[0];
  await fulfilPaidOrder(order.reference, { amount: order.amount * 100, currency: "NGN" });
  return order;
}

describe("a paid order interrupted by a crash", () => {
  for (const point of ["after-paid-flip", "after-sale-counted", "before-tickets"]) {
    it(`is completed by the sweeper with every ticket when the crash came ${point.replaceAll("-", " ")}`, async () => {
      const { eventId } = await eventFor({ ticketPrice: "2500", ticketPurchaseLimit: "3" });
      const buyer = await verifiedUser();
      const order = (await purchase(buyer.token, eventId, 3)).body.data[0];
      await crashAt(point, () => fulfilPaidOrder(order.reference, { amount: 750_000, currency: "NGN" }));
      expect((await storedOrder(order._id))?.status).toBe("paid");
      expect(await ticketsOfOrder(order._id)).toHaveLength(0);

      // Nobody calls verify: the sweep alone finishes it, while the event keeps selling.
      await settle();
      await keepSelling(eventId);
      expect((await sweepInterruptedOrders(new Date(), SETTLE_MS)).completed).toBeGreaterThanOrEqual(1);
      const tickets = await ticketsOfOrder(order._id);
      expect(tickets).toHaveLength(3);
      expect(new Set(tickets.map((ticket) => ticket.checkInCode)).size).toBe(3);
      expect(new Set(tickets.map((ticket) => ticket.seatNumber)).size).toBe(3);
      // Counted once, whether the crash came before or after the sale was counted.
      expect(await eventCounters(eventId)).toMatchObject({ seatsTaken: 4, ticketSold: 4, revenue: 10_000 });
      expect((await storedOrder(order._id))?.fulfilment).toBeUndefined();

      const verify = await api(`/api/v1/verify?reference=${order.reference}`);
      expect(verify.body.data).toMatchObject({ status: "Successful" });
      await sweepInterruptedOrders(new Date(), SETTLE_MS);
      expect(await ticketsOfOrder(order._id)).toHaveLength(3);
    });
  }

  it("is counted once when two sweeps repair it at the same time", async () => {
    const { eventId } = await eventFor({ ticketPrice: "1000", ticketPurchaseLimit: "4" });
    const buyer = await verifiedUser();
    const order = (await purchase(buyer.token, eventId, 2)).body.data[0];
    await crashAt("after-sale-counted", () => fulfilPaidOrder(order.reference, { amount: 200_000, currency: "NGN" }));
    await settle();
    await Promise.all([sweepInterruptedOrders(new Date(), SETTLE_MS), sweepInterruptedOrders(new Date(), SETTLE_MS)]);
    expect(await ticketsOfOrder(order._id)).toHaveLength(2);
    expect(await eventCounters(eventId)).toMatchObject({ seatsTaken: 2, ticketSold: 2, revenue: 2_000 });

    // The order's marks stay while a late step could still need them, then go.
    const marks = async () =>
      (await database())
        .collection("events")
        .findOne({ _id: new mongoose.Types.ObjectId(eventId) }, { projection: { heldFor: 1, soldFor: 1, marks: 1 } });
    expect(await marks()).toMatchObject({ heldFor: [expect.anything()], soldFor: [expect.anything()], marks: "open" });
    await clearSettledMarks(new Date());
    expect((await marks())?.soldFor).toHaveLength(1);
    await clearSettledMarks(new Date(Date.now() + 11 * 60_000));
    expect(await marks()).toMatchObject({ heldFor: [], soldFor: [] });
    expect((await marks())?.marks).toBeUndefined();
  });

  it("never answers 'Successful' while the tickets do not exist", async () => {
    const { eventId } = await eventFor({ ticketPrice: "1000" });
    const buyer = await verifiedUser();
    const order = (await purchase(buyer.token, eventId, 2)).body.data[0];
    await crashAt("after-paid-flip", () => fulfilPaidOrder(order.reference, { amount: 200_000, currency: "NGN" }));
    const verify = await api(`/api/v1/verify?reference=${order.reference}`);
    expect(verify.status).toBe(200);
    const issued = await ticketsOfOrder(order._id);
    if (verify.body.data.status === "Successful") expect(issued).toHaveLength(2);
    else expect(verify.body.data).toMatchObject({ status: "Pending", message: expect.stringMatching(/being issued/) });
  });
});

describe("a purchase interrupted between holding seats and placing the order", () => {
  it("is undone by one sweep while the event keeps selling", async () => {
    const { eventId } = await eventFor({ ticketPrice: "1000", ticketQuantity: "10", ticketPurchaseLimit: "4" });
    const buyer = await verifiedUser();
    const other = await verifiedUser();
    expect((await purchase(other.token, eventId, 1)).status).toBe(201);
    expect((await purchase(buyer.token, eventId, 1)).status).toBe(201);

    await crashAt("after-seats-held", () => purchaseTickets(buyer.userId, eventId, { ...buyerInput, numberOfTicket: 3 }));
    expect((await eventCounters(eventId)).seatsTaken).toBe(5);
    expect(await quotaHeld(buyer.userId, eventId)).toBe(4);
    // The leak is real until the sweep: the buyer cannot buy their 4th ticket.
    expect((await purchase(buyer.token, eventId, 1)).status).toBe(422);

    await settle();
    await keepSelling(eventId);
    expect((await sweepInterruptedOrders(new Date(), SETTLE_MS)).undone).toBeGreaterThanOrEqual(1);
    expect((await eventCounters(eventId)).seatsTaken).toBe(3);
    expect(await quotaHeld(buyer.userId, eventId)).toBe(1);
    expect(await quotaHeld(other.userId, eventId)).toBe(1);
    expect((await purchase(buyer.token, eventId, 3)).status).toBe(201);
  });
});

describe("a purchase of several types with a code, interrupted after its seats and uses were taken", () => {
  it("is undone by the sweep: each type's counter and the code's uses go back to what the orders say", async () => {
    const { organiser, eventId, ids } = await typedEventFor();
    const code = await createCode(organiser.token, eventId, { code: "CRASH10", discountType: "percent", discountValue: 10, maxUses: 5 });
    const buyer = await verifiedUser();
    const other = await verifiedUser();
    expect((await buyTypes(other.token, eventId, [{ ticketTypeId: ids.VIP as string, quantity: 1 }], { promoCode: "CRASH10" })).status).toBe(201);

    const tickets = [
      { ticketTypeId: ids.Regular as string, quantity: 2 },
      { ticketTypeId: ids.VIP as string, quantity: 1 },
    ];
    await crashAt("after-seats-held", () => purchaseTickets(buyer.userId, eventId, { ...buyerInput, tickets, promoCode: "CRASH10" }));
    expect(await typeTaken(eventId)).toEqual({ Regular: 2, VIP: 2, "V-VIP": 0 });
    expect(await promoCodeUses(code.body.data._id)).toBe(4);

    await settle();
    expect((await sweepInterruptedOrders(new Date(), SETTLE_MS)).undone).toBeGreaterThanOrEqual(1);
    expect(await typeTaken(eventId)).toEqual({ Regular: 0, VIP: 1, "V-VIP": 0 });
    expect((await eventCounters(eventId)).seatsTaken).toBe(1);
    expect(await promoCodeUses(code.body.data._id)).toBe(1);
  });
});

describe("a hold ended by a crash before its seats were given back", () => {
  it("gives its seats, allowance and code uses back at the next sweep, once", async () => {
    const { organiser, eventId, ids } = await typedEventFor();
    const code = await createCode(organiser.token, eventId, { code: "EXPIRE10", discountType: "percent", discountValue: 10, maxUses: 5 });
    const buyer = await verifiedUser();
    const held = await buyTypes(buyer.token, eventId, [{ ticketTypeId: ids.Regular as string, quantity: 2 }], { promoCode: "EXPIRE10" });
    expect(held.status).toBe(201);
    // As the hold sweeper ends it, and crashes before giving anything back.
    const order = await (await database()).collection("orders").findOne({ reference: held.body.data[0].reference });
    await crashAt("after-hold-ended", () => endHold(order as never, ["pending"], "expired"));
    expect((await storedOrder(held.body.data[0]._id))?.status).toBe("expired");
    expect(await typeTaken(eventId)).toMatchObject({ Regular: 2 });

    await settle();
    const sweeps = await Promise.all([sweepInterruptedOrders(new Date(), SETTLE_MS), sweepInterruptedOrders(new Date(), SETTLE_MS)]);
    expect(sweeps.reduce((sum, sweep) => sum + sweep.released, 0)).toBeGreaterThanOrEqual(1);
    expect(await typeTaken(eventId)).toEqual({ Regular: 0, VIP: 0, "V-VIP": 0 });
    expect((await eventCounters(eventId)).seatsTaken).toBe(0);
    expect(await quotaHeld(buyer.userId, eventId)).toBe(0);
    expect(await promoCodeUses(code.body.data._id)).toBe(0);
    expect((await storedOrder(held.body.data[0]._id))?.release).toBeUndefined();
  });
});
