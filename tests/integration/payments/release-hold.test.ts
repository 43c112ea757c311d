import { describe, expect, it } from "vitest";
import { uniqueEmail, verifiedUser } from "../../support/accounts";
import { api } from "../../support/http";
import { eventCounters, eventFor, orderStatus, payThroughTestGateway, purchase, quotaHeld, storedOrder } from "../../support/purchases";

// After a declined payment the buyer may let the held tickets go at once instead of waiting out the 15 minutes.
const release = (reference: string, token?: string) =>
  api("/api/v1/payment/release", { method: "POST", json: { reference }, ...(token ? { token } : {}) });

/** A buyer's 3 tickets held, their payment declined at the TEST MODE checkout. */
async function declinedHold() {
  const { eventId } = await eventFor({ ticketPrice: "4000", ticketPurchaseLimit: "4", ticketQuantity: "10" });
  const buyer = await verifiedUser();
  const order = (await purchase(buyer.token, eventId, 3)).body.data[0];
  const reference = await payThroughTestGateway(order._id, "decline");
  return { eventId, buyer, order, reference };
}

describe("letting held tickets go after a declined payment", () => {
  it("says until when the tickets are held, then gives the seats and the buyer's allowance back at once", async () => {
    const { eventId, buyer, order, reference } = await declinedHold();
    const verified = await api(`/api/v1/verify?reference=${reference}`);
    expect(verified.body.data.status).toBe("Failed");
    const heldUntil = (await storedOrder(order._id))?.expiresAt as Date;
    expect(verified.body.data.heldUntil).toBe(heldUntil.toISOString());
    expect(verified.body.data.message).toMatch(/Your tickets stay held until \d{2}:\d{2} \(Lagos time\)/);
    expect((await eventCounters(eventId)).seatsTaken).toBe(3);

    const released = await release(reference, buyer.token);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.data).toEqual({ released: true, eventId });
    expect(await orderStatus(order._id)).toBe("expired");
    expect((await eventCounters(eventId)).seatsTaken).toBe(0);
    expect(await quotaHeld(buyer.userId, eventId)).toBe(0);

    // A second press (or the sweeper after it) changes nothing more.
    expect((await release(reference, buyer.token)).status).toBe(200);
    expect((await eventCounters(eventId)).seatsTaken).toBe(0);
    // And the verification no longer offers to let go what is no longer held.
    expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.heldUntil).toBeUndefined();
  });

  it("lets two presses at once release the seats once", async () => {
    const { eventId, buyer, reference } = await declinedHold();
    const responses = await Promise.all([release(reference, buyer.token), release(reference, buyer.token), release(reference, buyer.token)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect((await eventCounters(eventId)).seatsTaken).toBe(0);
    expect(await quotaHeld(buyer.userId, eventId)).toBe(0);
  });

  it("lets a guest release with the payment reference alone", async () => {
    const { eventId } = await eventFor({ ticketPrice: "4000", ticketPurchaseLimit: "4" });
    const held = await api(`/api/v1/events/${eventId}/guest-tickets`, {
      method: "POST",
      json: {
        fullName: "Ngozi Obi",
        email: uniqueEmail("guest"),
        phoneNo: "0803 123 4567",
        numberOfTicket: 2,
        needCarPackingSpace: "no",
        specialRequest: "",
      },
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const reference = await payThroughTestGateway(held.body.data[0]._id, "decline");
    expect((await release(reference)).status).toBe(200);
    expect((await eventCounters(eventId)).seatsTaken).toBe(0);
  });

  it("lets nobody but the buyer release an account's order, and says no more than that there is none", async () => {
    const { eventId, order, reference } = await declinedHold();
    const stranger = await verifiedUser();
    for (const response of [await release(reference, stranger.token), await release(reference)]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe("No held order has this payment reference");
    }
    // The order's public id opens checkout, but it is not the reference: it releases nothing.
    expect((await release(order._id)).status).toBe(404);
    expect(await orderStatus(order._id)).toBe("pending");
    expect((await eventCounters(eventId)).seatsTaken).toBe(3);
  });

  it("keeps a paid order's tickets, and refuses a reference that is not one with a 422", async () => {
    const { eventId } = await eventFor({ ticketPrice: "4000", ticketPurchaseLimit: "4" });
    const buyer = await verifiedUser();
    const order = (await purchase(buyer.token, eventId, 2)).body.data[0];
    const reference = await payThroughTestGateway(order._id, "pay");
    const refused = await release(reference, buyer.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/tickets are yours/);
    expect((await eventCounters(eventId)).seatsTaken).toBe(2);

    const malformed = await release("no spaces allowed", buyer.token);
    expect(malformed.status).toBe(422);
  });

  it("is listed in the API description", async () => {
    const { body } = await api("/api/v1/openapi.json");
    expect(body.paths["/api/v1/payment/release"]?.post?.summary).toMatch(/^Let a held order's tickets go/);
  });

  it("completes a payment the gateway took instead of letting its tickets go", async () => {
    const { eventId, buyer, order, reference } = await declinedHold();
    // Paid at the gateway on a second try, the return to our page still on its way.
    await api(`/api/test-gateway/checkout/${reference}`, { method: "POST", body: new URLSearchParams({ outcome: "pay" }), redirect: "manual" });
    const refused = await release(reference, buyer.token);
    expect(refused.status).toBe(409);
    expect(await orderStatus(order._id)).toBe("paid");
    expect((await eventCounters(eventId)).seatsTaken).toBe(3);
  });
});
