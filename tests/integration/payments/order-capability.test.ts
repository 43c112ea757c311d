import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { api } from "../../support/http";
import { eventFor, purchase, storedOrder } from "../../support/purchases";

describe("the order id is a capability", () => {
  it("answers a random public id from create-ticket, never the sequential ObjectId", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2000" });
    const buyer = await verifiedUser();
    const first = (await purchase(buyer.token, eventId, 1)).body.data[0];
    const second = (await purchase(buyer.token, eventId, 1)).body.data[0];
    expect(first._id).toMatch(/^[a-f\d]{32}$/);
    expect(second._id).toMatch(/^[a-f\d]{32}$/);
    expect(mongoose.isObjectIdOrHexString(first._id)).toBe(false);
    expect(first._id.slice(0, 12)).not.toBe(second._id.slice(0, 12));
  });

  it("POST /payment/{ObjectId} without the buyer's token is 404; with the public id or the token it is 200", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2000" });
    const buyer = await verifiedUser();
    const stranger = await verifiedUser();
    const order = (await purchase(buyer.token, eventId, 1)).body.data[0];
    const internalId = String((await storedOrder(order._id))?._id);

    const anonymous = await api(`/api/v1/payment/${internalId}`, { method: "POST" });
    expect(anonymous.status).toBe(404);
    expect(JSON.stringify(anonymous.body)).not.toContain(order.reference);
    expect((await api(`/api/v1/payment/${internalId}`, { method: "POST", token: stranger.token })).status).toBe(404);
    expect((await api(`/api/v1/payment/${order._id}`, { method: "POST", token: stranger.token })).status).toBe(404);

    const withPublicId = await api(`/api/v1/payment/${order._id}`, { method: "POST" });
    expect(withPublicId.status).toBe(200);
    expect(withPublicId.body.data.checkout_url).toContain(order.reference);
    expect((await api(`/api/v1/payment/${internalId}`, { method: "POST", token: buyer.token })).status).toBe(200);
  });

  it("verify accepts the public id as well as the payment reference", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2000" });
    const buyer = await verifiedUser();
    const order = (await purchase(buyer.token, eventId, 1)).body.data[0];
    const byId = await api(`/api/v1/verify?reference=${order._id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({ status: "Pending", orderId: order._id });
  });
});
