import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { api } from "../../support/http";
import { paidOrder, refundsOf } from "../../support/money";
import { eventFor, purchase, ticketsOfOrder } from "../../support/purchases";
import { waitForMail } from "../../../bench/lib/smtp-capture.mjs";
import { testStack } from "../../support/stack";

describe("event cancellation", () => {
  it("cancels an event with 5 paid orders: 5 refunds queued, 5 buyers e-mailed, sales stop, status cancelled, out of the listings", async () => {
    const { organiser, eventId } = await eventFor({ ticketPrice: "3000", eventTitle: "Owambe Night Out" });
    const orders = [];
    for (let index = 0; index < 5; index += 1) orders.push(await paidOrder(eventId, 1));

    const other = await verifiedUser();
    const cancelByStranger = await api(`/api/v1/events/${eventId}/cancel`, { method: "POST", token: other.token, json: { message: "Nope" } });
    expect(cancelByStranger.status).toBe(403);

    const since = new Date();
    const cancelled = await api(`/api/v1/events/${eventId}/cancel`, {
      method: "POST",
      token: organiser.token,
      json: { message: "The venue flooded." },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", refundsQueued: 5 });

    for (const { buyer, orderId } of orders) {
      const mail = await waitForMail(testStack().inboxDir, { to: buyer.email, subject: "Cancelled: Owambe", since });
      expect(mail.text).toContain("The venue flooded.");
      expect((await refundsOf(orderId)).map((refund) => refund.kind)).toEqual(["cancellation"]);
      expect((await ticketsOfOrder(orderId)).every((ticket) => ticket.status === "refunded")).toBe(true);
    }

    const event = await api(`/api/v1/event/${eventId}`);
    expect(event.body.data.status).toBe("cancelled");
    const listed = await api("/api/v1/events?q=Owambe%20Night%20Out");
    expect(listed.body.data.map((item: { _id: string }) => item._id)).not.toContain(eventId);
    const buyer = await verifiedUser();
    expect((await purchase(buyer.token, eventId, 1)).status).toBe(422);
    const again = await api(`/api/v1/events/${eventId}/cancel`, { method: "POST", token: organiser.token, json: { message: "Again" } });
    expect(again.status).toBe(409);
  });
});
