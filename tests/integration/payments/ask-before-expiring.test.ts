import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { api } from "../../support/http";
import { eventCounters, eventFor, orderStatus, purchase, ticketsOfOrder } from "../../support/purchases";
import { runDomainOnLane } from "../../support/in-process";

// A payment the gateway took while our server never heard of it (a crash before the webhook, a
// buyer who closed the tab): the hold sweeper asks before expiring, and TEST MODE retries its webhook.
let expireHolds: typeof import("@/lib/domain/orders/expire-holds").expireHolds;
let sweepTestWebhooks: typeof import("@/lib/domain/payments/test-gateway/webhook-delivery").sweepTestWebhooks;

beforeAll(async () => {
  runDomainOnLane();
  ({ expireHolds } = await import("@/lib/domain/orders/expire-holds"));
  ({ sweepTestWebhooks } = await import("@/lib/domain/payments/test-gateway/webhook-delivery"));
});

/** A hold whose checkout was opened and then paid at the gateway, with no word to our server. */
async function paidSilently(price = "1500", tickets = 2, webhook: Record<string, unknown> = {}) {
  const { eventId } = await eventFor({ ticketPrice: price, ticketPurchaseLimit: "4" });
  const buyer = await verifiedUser();
  const order = (await purchase(buyer.token, eventId, tickets)).body.data[0];
  const checkout = await api(`/api/v1/payment/${order._id}`, { method: "POST" });
  expect(checkout.status).toBe(200);
  await (
    await database()
  )
    .collection("testtransactions")
    .updateOne({ reference: order.reference }, { $set: { status: "success", paidAt: new Date(), ...webhook } });
  return { eventId, order };
}

const testTransaction = async (reference: string) => (await database()).collection("testtransactions").findOne({ reference });

describe("the hold sweeper asks the gateway before expiring", () => {
  it("completes a hold paid at the gateway instead of expiring it", async () => {
    const { eventId, order } = await paidSilently();
    await expireHolds(new Date(Date.now() + 16 * 60_000));
    expect(await orderStatus(order._id)).toBe("paid");
    expect(await ticketsOfOrder(order._id)).toHaveLength(2);
    expect(await eventCounters(eventId)).toMatchObject({ seatsTaken: 2, ticketSold: 2, revenue: 3_000 });
  });

  it("still expires a hold whose checkout was opened but not paid", async () => {
    const { eventId } = await eventFor({ ticketPrice: "1500" });
    const buyer = await verifiedUser();
    const order = (await purchase(buyer.token, eventId, 1)).body.data[0];
    expect((await api(`/api/v1/payment/${order._id}`, { method: "POST" })).status).toBe(200);
    await expireHolds(new Date(Date.now() + 16 * 60_000));
    expect(await orderStatus(order._id)).toBe("expired");
    expect((await eventCounters(eventId)).seatsTaken).toBe(0);
  });
});

describe("TEST MODE retries its webhook on Paystack's schedule", () => {
  it("delivers a due webhook that a crash cut off, once, and leaves one not yet due alone", async () => {
    const due = await paidSilently("1000", 1, { webhook: "due", webhookAttempts: 1, webhookNextAt: new Date(Date.now() - 1_000) });
    const notYet = await paidSilently("1000", 1, { webhook: "due", webhookAttempts: 1, webhookNextAt: new Date(Date.now() + 3 * 60_000) });
    await sweepTestWebhooks();
    expect(await orderStatus(due.order._id)).toBe("paid");
    expect(await ticketsOfOrder(due.order._id)).toHaveLength(1);
    expect(await testTransaction(due.order.reference)).toMatchObject({ webhookAttempts: 2 });
    expect((await testTransaction(due.order.reference))?.webhook).toBeUndefined();
    expect(await orderStatus(notYet.order._id)).toBe("pending");
    expect(await testTransaction(notYet.order.reference)).toMatchObject({ webhook: "due", webhookAttempts: 1 });

    // Three minutes on, the second one goes too.
    await sweepTestWebhooks(new Date(Date.now() + 3 * 60_000 + 1_000));
    expect(await orderStatus(notYet.order._id)).toBe("paid");
  });
});
