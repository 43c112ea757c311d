import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { testGatewaySecret } from "../../support/buyers";
import { database } from "../../support/database";
import { api, baseUrl } from "../../support/http";
import { textOf } from "../../support/page-text";
import { eventFor, orderStatus, purchase, storedOrder } from "../../support/purchases";
import { runDomainOnLane } from "../../support/in-process";

// The TEST MODE gateway pays the ways Paystack does: the channels initialize names, a transfer
// account or USSD code that makes the transaction `ongoing`, money that lands later (or never),
// abandoning the page, and `channel` in verify and the webhook.
let sweepTestTransfers: typeof import("@/lib/domain/payments/test-gateway/confirm-transfers").sweepTestTransfers;

beforeAll(async () => {
  runDomainOnLane();
  ({ sweepTestTransfers } = await import("@/lib/domain/payments/test-gateway/confirm-transfers"));
});

const gateway = { authorization: `Bearer ${testGatewaySecret()}` };

const initialize = (fields: Record<string, unknown>) => {
  const reference = `CH-${randomUUID()}`;
  return api("/api/test-gateway/transaction/initialize", {
    method: "POST",
    headers: gateway,
    json: { email: "kemi@example.com", amount: 500_000, reference, callback_url: `${baseUrl()}/payment-verify?reference=${reference}`, ...fields },
  });
};

/** A transaction opened on the gateway directly, as a shop would: its reference and hosted page. */
async function opened(channels?: string[]) {
  const answer = await initialize(channels ? { channels } : {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { reference: answer.body.data.reference as string, page: answer.body.data.authorization_url as string };
}

const verify = async (reference: string) => {
  const answer = await api(`/api/test-gateway/transaction/verify/${reference}`, { headers: gateway });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

/** A press on the hosted page: the form it posts, and where the browser is sent. */
async function press(reference: string, fields: Record<string, string>) {
  const response = await fetch(`${baseUrl()}/api/test-gateway/checkout/${reference}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location") };
}

const pageText = async (url: string) => textOf(await (await fetch(url)).text());

const testTransaction = async (reference: string) => (await database()).collection("testtransactions").findOne({ reference });

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe("initialize takes Paystack's channels", () => {
  it("refuses a channel it does not know (400), and a list that is not one", async () => {
    const unknown = await initialize({ channels: ["card", "crypto"] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ status: false, message: expect.stringContaining("crypto") });
    expect((await initialize({ channels: "card" })).status).toBe(400);
  });

  it("offers only the channels named, and refuses a charge by another", async () => {
    const { reference, page } = await opened(["ussd", "bank_transfer"]);
    const text = await pageText(page);
    expect(text).toContain("Bank transfer");
    expect(text).toContain("USSD");
    expect(text).not.toMatch(/\bCard\b|Bank account/);
    expect((await press(reference, { outcome: "pay", channel: "card" })).status).toBe(400);
    expect(await verify(reference)).toMatchObject({ status: "pending", channel: null });
  });

  it("offers all four when none are named; Pay without a channel is a card payment", async () => {
    const { reference, page } = await opened();
    const text = await pageText(page);
    for (const label of ["Bank transfer", "Card", "USSD", "Bank account"]) expect(text).toContain(label);
    expect((await press(reference, { outcome: "pay" })).status).toBe(303);
    expect(await verify(reference)).toMatchObject({ status: "success", channel: "card", paid_at: expect.any(String) });
  });

  it("pays from a bank account as channel bank", async () => {
    const { reference } = await opened(["bank"]);
    expect((await press(reference, { outcome: "decline" })).status).toBe(303);
    expect(await verify(reference)).toMatchObject({ status: "failed", channel: "bank" });
    expect((await press(reference, { outcome: "pay", channel: "bank" })).status).toBe(303);
    expect(await verify(reference)).toMatchObject({ status: "success", channel: "bank" });
  });
});

describe("paying by bank transfer", () => {
  it("shows an account, is ongoing, then pending once sent, and lands with its webhook after the delay", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2500" });
    const buyer = await verifiedUser();
    const order = (await purchase(buyer.token, eventId, 2)).body.data[0];
    const checkout = await api(`/api/v1/payment/${order._id}`, { method: "POST", json: { channel: "bank_transfer" } });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const reference = checkout.body.data.reference as string;

    const chose = await press(reference, { outcome: "choose", channel: "bank_transfer" });
    expect(chose.status).toBe(303);
    // Back to the hosted page, still signed for the callback's origin.
    expect(chose.location).toBe(checkout.body.data.checkout_url);
    expect(await verify(reference)).toMatchObject({ status: "ongoing", channel: "bank_transfer" });
    const text = await pageText(chose.location as string);
    const account = /Account number (\d{10})/.exec(text)?.[1];
    expect(account).toMatch(/^\d{10}$/);
    expect(text).toContain("Paystack-Titan");
    expect(text).toContain("Transfer exactly ₦5,000");
    expect(text).toMatch(/expires at \d{2}:\d{2} \(Lagos time\), 30 minutes after it was generated/);

    // Choosing again (a reload, a second press) keeps the same account.
    await press(reference, { outcome: "choose", channel: "bank_transfer" });
    expect(await pageText(chose.location as string)).toContain(`Account number ${account}`);

    const sent = await press(reference, { outcome: "sent", delay: "10s" });
    expect(sent.status).toBe(303);
    expect(await verify(reference)).toMatchObject({ status: "pending", channel: "bank_transfer", paid_at: null });
    expect(await pageText(chose.location as string)).toMatch(/Waiting for your transfer… .* Back to the shop/);
    expect(await orderStatus(order._id)).toBe("pending");

    await sweepTestTransfers(minutesFromNow(1));
    expect(await verify(reference)).toMatchObject({ status: "success", channel: "bank_transfer", paid_at: expect.any(String) });
    // The charge.success webhook was delivered (once): it settled the order with the channel it carried.
    expect(await testTransaction(reference)).toMatchObject({ webhookAttempts: 1 });
    expect((await testTransaction(reference))?.webhook).toBeUndefined();
    expect(await orderStatus(order._id)).toBe("paid");
    expect((await storedOrder(order._id))?.channel).toBe("bank_transfer");
  });

  it("leaves a transfer that never arrives pending", async () => {
    const { reference, page } = await opened(["bank_transfer"]);
    await press(reference, { outcome: "choose", channel: "bank_transfer" });
    expect((await press(reference, { outcome: "sent", delay: "never" })).status).toBe(303);
    await sweepTestTransfers(minutesFromNow(24 * 60));
    expect(await verify(reference)).toMatchObject({ status: "pending", channel: "bank_transfer", paid_at: null });
    expect(await pageText(page)).toMatch(/Waiting for your transfer… In test mode this money never arrives/);
    // Nothing else can be pressed on it now.
    expect((await press(reference, { outcome: "abandon" })).status).toBe(303);
    expect((await verify(reference)).status).toBe("pending");
  });

  it("takes no money into an expired account, and a new choice gives a new one", async () => {
    const { reference, page } = await opened(["bank_transfer"]);
    await press(reference, { outcome: "choose", channel: "bank_transfer" });
    const first = (await testTransaction(reference))?.accountNumber as string;
    await (await database()).collection("testtransactions").updateOne({ reference }, { $set: { accountExpiresAt: new Date(Date.now() - 1_000) } });
    await press(reference, { outcome: "sent", delay: "10s" });
    expect((await verify(reference)).status).toBe("ongoing");
    expect(await pageText(page)).toMatch(/This account expired at \d{2}:\d{2} \(Lagos time\)/);

    await press(reference, { outcome: "choose", channel: "bank_transfer" });
    const second = await testTransaction(reference);
    expect(second?.accountNumber).toMatch(/^\d{10}$/);
    expect(second?.accountNumber).not.toBe(first);
    expect((second?.accountExpiresAt as Date).getTime()).toBeGreaterThan(Date.now());
  });
});

describe("paying by USSD, and abandoning", () => {
  it("shows a code to dial, is ongoing, then lands after the delay chosen", async () => {
    const { reference, page } = await opened(["ussd"]);
    await press(reference, { outcome: "choose", channel: "ussd" });
    expect(await verify(reference)).toMatchObject({ status: "ongoing", channel: "ussd" });
    expect(await pageText(page)).toMatch(/Dial \*737\*000\*\d{4}# Amount ₦5,000/);

    await press(reference, { outcome: "sent", delay: "2m" });
    expect((await verify(reference)).status).toBe("pending");
    await sweepTestTransfers(minutesFromNow(1));
    expect((await verify(reference)).status).toBe("pending");
    await sweepTestTransfers(minutesFromNow(3));
    expect(await verify(reference)).toMatchObject({ status: "success", channel: "ussd" });
  });

  it("abandons: back to the callback with the reference, status abandoned", async () => {
    const { reference } = await opened();
    await press(reference, { outcome: "choose", channel: "bank_transfer" });
    const abandoned = await press(reference, { outcome: "abandon" });
    expect(abandoned.status).toBe(303);
    expect(abandoned.location).toBe(`${baseUrl()}/payment-verify?reference=${reference}&trxref=${reference}`);
    expect((await verify(reference)).status).toBe("abandoned");
  });
});
