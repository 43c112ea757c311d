import { randomUUID } from "node:crypto";
import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { createdEventId } from "../../support/events";
import { api, baseUrl } from "../../support/http";
import { eventually, paidOrder, refundsOf } from "../../support/money";
import { eventFor, orderStatus, purchase, ticketsOfOrder } from "../../support/purchases";
import { linksIn, waitForMail } from "../../../bench/lib/smtp-capture.mjs";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-secret.mjs";
import { testStack } from "../../support/stack";

let sweepDeletedAccounts: (now?: Date) => Promise<number>;

beforeAll(async () => {
  // The sweeper runs against the test server's database, as the server's own would.
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  // Its refunds go to the test server's TEST MODE gateway, signed with the server's secret.
  process.env.PORT = new URL(baseUrl()).port;
  process.env.AUTH_SECRET = TEST_AUTH_SECRET;
  ({ sweepDeletedAccounts } = await import("@/lib/domain/accounts/delete-account"));
});

const deleteAccount = (userId: string, token: string) =>
  api(`/api/v1/delete/user/${userId}`, { method: "DELETE", token, json: { password: PASSWORD } });

const listedIds = async (title: string) =>
  ((await api(`/api/v1/events?q=${encodeURIComponent(title)}`)).body.data as { _id: string }[]).map((event) => event._id);

async function cancelToken(email: string, since: Date) {
  const mail = await waitForMail(testStack().inboxDir, { to: email, subject: "account is being deleted", since });
  const link = linksIn(mail).find((url) => url.startsWith(`${baseUrl()}/cancel-deletion/`));
  expect(link, "a cancel link in the deletion e-mail").toBeDefined();
  return (link as string).split("/").pop() as string;
}

describe("a deleted organiser's events", () => {
  it("refuse a purchase at once, leave the listings, and sell again once the deletion is cancelled", async () => {
    const title = `Closing Night ${randomUUID().slice(0, 8)}`;
    const { organiser, eventId } = await eventFor({ eventTitle: title });
    const buyer = await verifiedUser();

    const since = new Date();
    expect((await deleteAccount(organiser.userId, organiser.token)).status).toBe(200);
    const refused = await purchase(buyer.token, eventId, 1);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "conflict", message: expect.stringMatching(/not on sale/) });
    expect(await listedIds(title)).not.toContain(eventId);

    const kept = await api(`/api/v1/cancel-deletion/${await cancelToken(organiser.email, since)}`, { method: "POST" });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const bought = await purchase(buyer.token, eventId, 1);
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(await listedIds(title)).toContain(eventId);
  });

  it("are cancelled and refunded at erasure when they have not ended; an ended event keeps its paid orders", async () => {
    // Ten days ahead: still to come when the sweep runs "49 hours later".
    const { organiser, eventId: upcoming } = await eventFor({ eventTitle: "Farewell Gala" });
    const upcomingOrders = [await paidOrder(upcoming, 1), await paidOrder(upcoming, 2)];
    const past = await createdEventId(organiser.token, { eventTitle: "Last Year's Gala" });
    const pastOrder = await paidOrder(past, 1);
    // The event took place: its dates move into the past.
    const yesterday = new Date(Date.now() - 86_400_000);
    await (
      await database()
    )
      .collection("events")
      .updateOne({ _id: new mongoose.Types.ObjectId(past) }, { $set: { startsAt: new Date(yesterday.getTime() - 3_600_000), endsAt: yesterday } });

    expect((await deleteAccount(organiser.userId, organiser.token)).status).toBe(200);
    expect(await sweepDeletedAccounts(new Date(Date.now() + 49 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await (await database()).collection("users").findOne({ _id: new mongoose.Types.ObjectId(organiser.userId) })).toBeNull();

    expect((await api(`/api/v1/event/${upcoming}`)).body.data.status).toBe("cancelled");
    for (const { orderId } of upcomingOrders) {
      expect((await refundsOf(orderId)).map((refund) => refund.kind)).toEqual(["cancellation"]);
      const settled = await eventually(
        () => refundsOf(orderId),
        ([refund]) => refund?.status === "processed",
      );
      expect(settled.map((refund) => refund.status)).toEqual(["processed"]);
      expect((await ticketsOfOrder(orderId)).every((ticket) => ticket.status === "refunded")).toBe(true);
    }
    expect(await orderStatus(pastOrder.orderId)).toBe("paid");
    expect(await refundsOf(pastOrder.orderId)).toEqual([]);
    expect((await ticketsOfOrder(pastOrder.orderId)).every((ticket) => ticket.status !== "refunded")).toBe(true);
  }, 60_000);
});
