import { createHmac } from "node:crypto";
import { TEST_AUTH_SECRET } from "../../bench/lib/test-secret.mjs";
import { verifiedAccount } from "../fixtures/accounts";
import { bearer, type ListedEvent } from "../fixtures/organiser-api";
import { expect, test } from "../fixtures/test";

// The TEST MODE gateway's key, derived from the test server's AUTH_SECRET as lib/domain/payments/paystack-client.ts does.
const testGatewayKey = () => `sk_test_${createHmac("sha256", TEST_AUTH_SECRET).update("scheditix-test-gateway").digest("hex")}`;

test("a buyer pays by bank transfer on the TEST MODE checkout: an account number and the exact amount, then waiting", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const events: ListedEvent[] = (await (await request.get("/api/v1/events?limit=100")).json()).data;
  const event = events.find((candidate) => candidate.ticketPrice > 0 && candidate.ticketPurchaseLimit >= 2 && candidate.ticketsAvailable >= 10);
  if (!event) throw new Error("No paid event to buy from");
  const account = await verifiedAccount(request, baseURL as string, "transfer");
  const buyer = await bearer(request, account.email, account.password);
  const order = await request.post(`/api/v1/create/ticket/${event._id}`, {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { fullName: "Ngozi Okeke", email: account.email, numberOfTicket: 2, needCarPackingSpace: "no", specialRequest: "" },
  });
  expect(order.status(), await order.text()).toBe(201);
  const checkout = await request.post(`/api/v1/payment/${(await order.json()).data[0]._id}`);
  expect(checkout.status()).toBe(200);
  const { checkout_url: checkoutUrl, reference } = (await checkout.json()).data as { checkout_url: string; reference: string };
  const gateway = await request.get(`/api/test-gateway/transaction/verify/${reference}`, {
    headers: { authorization: `Bearer ${testGatewayKey()}` },
  });
  const naira = `₦${((await gateway.json()).data.amount / 100).toLocaleString("en-NG", { maximumFractionDigits: 2 })}`;

  await page.goto(checkoutUrl);
  await expect(page.getByText("Test mode — no real money moves")).toBeVisible();
  const ways = page.getByRole("navigation", { name: "Pay with" });
  for (const way of ["Bank transfer", "Card", "USSD", "Bank account"]) await expect(ways.getByText(way, { exact: true })).toBeVisible();

  await ways.getByRole("button", { name: "Bank transfer" }).click();
  const transfer = page.getByRole("region", { name: "Pay by bank transfer" });
  await expect(transfer.getByText(`Transfer exactly ${naira} to this account`)).toBeVisible();
  await expect(transfer.getByText("Paystack-Titan")).toBeVisible();
  await expect(transfer.getByText(/^\d{10}$/)).toBeVisible();
  await expect(transfer.getByText(/expires at \d{2}:\d{2}/)).toBeVisible();
  await expect(ways.getByRole("button", { name: "Bank transfer" })).toHaveAttribute("aria-current", "true");

  await transfer.getByLabel("When the money arrives (test mode)").selectOption("never");
  await transfer.getByRole("button", { name: "I've sent the money" }).click();
  await expect(page.getByRole("heading", { name: "Waiting for your transfer…" })).toBeVisible();
  const back = page.getByRole("link", { name: "Back to the shop" });
  await expect(back).toHaveAttribute("href", new RegExp(`/payment-verify\\?reference=${reference}&trxref=${reference}$`));
});
