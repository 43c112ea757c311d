import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { api, baseUrl } from "../../support/http";
import { eventually } from "../../support/money";
import { textOf } from "../../support/page-text";
import { eventFor, orderStatus, payThroughTestGateway, purchase, storedOrder } from "../../support/purchases";
import { testStack } from "../../support/stack";
import { webSession } from "../../support/web-session";

let expireHolds: (now?: Date) => Promise<number>;

beforeAll(async () => {
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  ({ expireHolds } = await import("@/lib/domain/orders/expire-holds"));
});

/** Presses Pay on the TEST MODE checkout of `reference`, as a buyer whose money is on its way would. */
async function pressPay(reference: string) {
  const pressed = await fetch(`${baseUrl()}/api/test-gateway/checkout/${reference}`, {
    method: "POST",
    body: new URLSearchParams({ outcome: "pay" }),
    redirect: "manual",
  });
  expect(pressed.status).toBe(303);
}

async function eventPageText(email: string, eventId: string) {
  const { cookie } = await webSession(email, PASSWORD);
  const response = await fetch(`${baseUrl()}/dashboard/view-event?id=${eventId}`, { headers: { cookie }, redirect: "manual" });
  expect(response.status).toBe(200);
  return textOf(await response.text());
}

describe("late payments refunded, on the organiser's event page", () => {
  it("counts the payments that came after their hold on a sold-out event, and what went back; they are no sales", async () => {
    const { organiser, eventId } = await eventFor({ ticketPrice: "2000", ticketQuantity: "1", ticketPurchaseLimit: "1" });
    const late = await verifiedUser();
    const held = (await purchase(late.token, eventId, 1)).body.data[0];
    expect((await api(`/api/v1/payment/${held._id}`, { method: "POST" })).status).toBe(200);
    expect(await expireHolds(new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(held._id)).toBe("expired");

    // The seat sells to someone else; then the first buyer's money arrives.
    const second = await verifiedUser();
    const sold = (await purchase(second.token, eventId, 1)).body.data[0];
    const reference = await payThroughTestGateway(sold._id);
    expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.status).toBe("Successful");
    await pressPay(held.reference);
    expect((await api(`/api/v1/verify?reference=${held.reference}`)).body.data.status).toBe("Failed");
    expect(await storedOrder(held._id)).toMatchObject({ lateRefund: true });
    expect(await eventPageText(organiser.email, eventId)).toContain("Late payments refunded 1 (₦2,000)");

    // Once the refund has gone through, the order is still no sale in the organiser's list or export.
    expect(
      await eventually(
        () => orderStatus(held._id),
        (status) => status === "refunded",
        20_000,
      ),
    ).toBe("refunded");
    expect(await eventPageText(organiser.email, eventId)).toContain("Late payments refunded 1 (₦2,000)");
    const sales = await api(`/api/v1/ticket-sales?eventId=${eventId}`, { token: organiser.token });
    expect(sales.body.data.map((sale: { reference: string }) => sale.reference)).toEqual([reference]);
    const csv = await (
      await fetch(`${baseUrl()}/api/v1/ticket-sales/export?eventId=${eventId}`, { headers: { authorization: `Bearer ${organiser.token}` } })
    ).text();
    expect(csv).not.toContain(held.reference);
  });

  it("says None for an event without any", async () => {
    const { organiser, eventId } = await eventFor({ ticketPrice: "2000" });
    expect(await eventPageText(organiser.email, eventId)).toContain("Late payments refunded None");
  });
});
