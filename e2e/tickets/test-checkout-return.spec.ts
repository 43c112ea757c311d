import { createHmac, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { TEST_AUTH_SECRET } from "../../bench/lib/test-secret.mjs";
import { expect, test } from "../fixtures/test";

// The TEST MODE gateway's key, derived from the test server's AUTH_SECRET as lib/domain/payments/paystack-client.ts does.
const testGatewayKey = () => `sk_test_${createHmac("sha256", TEST_AUTH_SECRET).update("scheditix-test-gateway").digest("hex")}`;

/** A tiny client app on another origin (another port): one static page for every path. */
async function serveClientApp(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>Client app</title><h1>Back at the client app</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test("the TEST MODE Pay button returns the buyer to a callback on another origin", async ({ page, request }) => {
  const client = await serveClientApp();
  try {
    const reference = `E2E-${randomUUID()}`;
    const initialized = await request.post("/api/test-gateway/transaction/initialize", {
      headers: { authorization: `Bearer ${testGatewayKey()}` },
      data: { email: "buyer@example.com", amount: 500_000, reference, callback_url: `${client.origin}/payment-verify?reference=${reference}` },
    });
    expect(initialized.status()).toBe(200);
    const checkoutUrl: string = (await initialized.json()).data.authorization_url;

    await page.goto(checkoutUrl);
    await expect(page.getByText("Test mode — no real money moves")).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    await expect(page.getByRole("heading", { name: "Back at the client app" })).toBeVisible();
    const landed = new URL(page.url());
    expect(landed.origin).toBe(client.origin);
    expect(landed.pathname).toBe("/payment-verify");
    expect(landed.searchParams.get("reference")).toBe(reference);
  } finally {
    client.server.close();
  }
});
