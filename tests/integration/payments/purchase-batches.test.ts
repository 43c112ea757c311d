import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { testStack } from "../../support/stack";
import { database } from "../../support/database";

type OrderWrites = typeof import("@/lib/domain/orders/holds/order-writes");
let createOrder: OrderWrites["createOrder"];
let flipToPending: OrderWrites["flipToPending"];
let reserveQuota: (typeof import("@/lib/domain/inventory/seat-holds"))["reserveQuota"];

beforeAll(async () => {
  // The purchases' writes run against the test server's database, as the server's own would.
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  ({ createOrder, flipToPending } = await import("@/lib/domain/orders/holds/order-writes"));
  ({ reserveQuota } = await import("@/lib/domain/inventory/seat-holds"));
  const { connectToDatabase } = await import("@/lib/platform/db");
  await connectToDatabase();
});

const holdingOrder = (reference: string) => ({
  reference,
  kind: "ticket",
  status: "holding",
  buyer: new mongoose.Types.ObjectId(),
  event: new mongoose.Types.ObjectId(),
  quantity: 1,
  amountKobo: 500_000,
  expiresAt: new Date(Date.now() + 15 * 60_000),
});

const statuses = async (ids: mongoose.Types.ObjectId[]) =>
  (
    await (
      await database()
    )
      .collection("orders")
      .find({ _id: { $in: ids } })
      .toArray()
  )
    .map((order) => `${order.reference}: ${order.status}`)
    .sort();

describe("a purchase's order writes, batched with those arriving together", () => {
  it("create each order with its own outcome: an invalid or duplicate order fails alone", async () => {
    const reference = (name: string) => `TEST-BATCH-${name}-${new mongoose.Types.ObjectId()}`;
    const taken = reference("taken");
    await createOrder(holdingOrder(taken));
    const results = await Promise.allSettled([
      createOrder(holdingOrder(reference("a"))),
      createOrder({ ...holdingOrder(reference("invalid")), quantity: "many" }),
      createOrder(holdingOrder(taken)),
      createOrder(holdingOrder(reference("b"))),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled"]);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ code: 11000 }); // a duplicate, as Order.create would say
    const created = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    expect(created.every((order) => order.createdAt instanceof Date && order.status === "holding")).toBe(true);
    expect(await (await database()).collection("orders").countDocuments({ reference: taken })).toBe(1);
    expect(await statuses(created.map((order) => order._id))).toEqual(created.map((order) => `${order.reference}: holding`).sort());
  });

  it("flip each holding order to pending together, and say which one the sweeper undid meanwhile", async () => {
    const orders = await Promise.all(["x", "y", "z"].map((name) => createOrder(holdingOrder(`TEST-FLIP-${name}-${new mongoose.Types.ObjectId()}`))));
    const undone = orders[1]!;
    await (await database()).collection("orders").deleteOne({ _id: undone._id });
    const flipped = await Promise.all(orders.map((order) => flipToPending(order._id)));
    expect(flipped).toEqual([true, false, true]);
    expect(await statuses(orders.map((order) => order._id))).toEqual([orders[0]!, orders[2]!].map((order) => `${order.reference}: pending`).sort());
    expect(await flipToPending(orders[0]!._id)).toBe(true); // already pending: it stays a hold
  });
});

describe("buyers' allowances, taken together by the purchases arriving at once", () => {
  const id = () => String(new mongoose.Types.ObjectId());

  it("count each buyer within the limit however the purchases race, first purchases included", async () => {
    const event = id();
    const buyers = [id(), id(), id()];
    // Each buyer sends 6 purchases of 1 ticket at once against a limit of 3 (the first ones race to create the counter).
    const attempts = buyers.flatMap((buyer) => Array.from({ length: 6 }, () => ({ buyer, order: id() })));
    const taken = await Promise.all(attempts.map(({ buyer, order }) => reserveQuota(buyer, event, order, 1, 3)));
    const counters = await (
      await database()
    )
      .collection("ticketquotas")
      .find({ event: new mongoose.Types.ObjectId(event) })
      .toArray();
    for (const buyer of buyers) {
      const mine = attempts.flatMap((attempt, index) => (attempt.buyer === buyer && taken[index] ? [attempt.order] : []));
      const counter = counters.find((candidate) => String(candidate.buyer) === buyer);
      expect(mine).toHaveLength(3);
      expect(counter?.held).toBe(3);
      expect((counter?.orders as mongoose.Types.ObjectId[]).map(String).sort()).toEqual(mine.sort());
    }
  });

  it("count a purchase of several tickets only while it fits, beside others of the same buyer", async () => {
    const [event, buyer] = [id(), id()];
    const taken = await Promise.all([2, 2, 1, 1].map((quantity) => reserveQuota(buyer, event, id(), quantity, 4)));
    const counter = await (await database()).collection("ticketquotas").findOne({ event: new mongoose.Types.ObjectId(event) });
    const held = [2, 2, 1, 1].reduce((sum, quantity, index) => sum + (taken[index] ? quantity : 0), 0);
    expect(counter?.held).toBe(held);
    expect(held).toBeLessThanOrEqual(4);
    expect(held).toBeGreaterThanOrEqual(3); // the first always fits, and a later one of 1 or 2 after it
    expect(counter?.orders).toHaveLength(taken.filter(Boolean).length);
  });
});
