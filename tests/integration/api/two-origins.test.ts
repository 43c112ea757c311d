import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../server/ports.mjs";
import { PASSWORD, registration, uniqueEmail } from "../../support/accounts";
import { eventForm, validEvent } from "../../support/events";
import { someClientIp } from "../../support/http";
import { linksIn, waitForMail } from "../../../bench/lib/smtp-capture.mjs";
import { startTestStack } from "../../../bench/lib/test-stack.mjs";

// The existing client runs on its own origin (APP_URL); this server answers on another (SERVER_URL).
const CLIENT_ORIGIN = "http://client.scheditix.test:5173";

type Stack = Awaited<ReturnType<typeof startTestStack>>;
let stack: Stack;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

async function call(path: string, init: RequestInit & { json?: unknown; token?: string } = {}) {
  const { json, token, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("x-forwarded-for", someClientIp());
  if (json !== undefined) headers.set("content-type", "application/json");
  if (token) headers.set("authorization", `Bearer ${token}`);
  const response = await fetch(`${stack.url}${path}`, {
    redirect: "manual",
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text.startsWith("{") ? JSON.parse(text) : text) as Json };
}

/** The link to the client's origin in the newest matching e-mail. */
async function clientLink(to: string, subject: string, since: Date) {
  const mail = await waitForMail(stack.inboxDir, { to, subject, since });
  const links = linksIn(mail);
  expect(
    links.some((link) => link.startsWith(stack.url)),
    `no link to the server in "${mail.subject}"`,
  ).toBe(false);
  const link = links.find((url) => url.startsWith(`${CLIENT_ORIGIN}/`));
  expect(link, `a link to the client in "${mail.subject}"`).toBeDefined();
  return link as string;
}

async function verifiedAccount() {
  const email = uniqueEmail("origins");
  const since = new Date();
  const registered = await call("/api/v1/register/user", { method: "POST", json: registration(email) });
  expect(registered.status).toBe(201);
  const link = await clientLink(email, "Confirm your e-mail", since);
  expect(link).toMatch(new RegExp(`^${CLIENT_ORIGIN}/email-verification/`));
  expect((await call(`/api/v1/verify/user/${link.split("/").pop()}`)).status).toBe(200);
  const login = await call("/api/v1/login/user/", { method: "POST", json: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  return { email, userId: registered.body.data._id as string, token: login.body.token as string };
}

/** Every `imageUrl` anywhere in an answer. */
function imageUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageUrls);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === "imageUrl" && typeof inner === "string" ? [inner] : imageUrls(inner)));
}

beforeAll(async () => {
  const port = await freePort();
  stack = await startTestStack({ port, env: { APP_URL: CLIENT_ORIGIN, SERVER_URL: `http://127.0.0.1:${port}` } });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe("with APP_URL (the client) and SERVER_URL (this server) on different origins", () => {
  it("mails links to the client's pages to the client with its payment callback, and links its own pages (the tickets), images and the TEST MODE checkout to itself", async () => {
    const organiser = await verifiedAccount();
    const buyer = await verifiedAccount();

    const categories = await call("/api/v1/categories");
    const created = await call(`/api/v1/create-event/${categories.body.data[0]._id}`, {
      method: "POST",
      token: organiser.token,
      body: await eventForm(validEvent({ ticketPrice: "2500" })),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const eventId = created.body.data._id as string;

    // Buy and pay: the checkout is on this server, the callback on the client.
    const order = await call(`/api/v1/create/ticket/${eventId}`, {
      method: "POST",
      token: buyer.token,
      json: { fullName: "Kemi Adebayo", email: buyer.email, numberOfTicket: 1, needCarPackingSpace: "no", specialRequest: "" },
    });
    expect(order.status).toBe(201);
    const checkout = await call(`/api/v1/payment/${order.body.data[0]._id}`, { method: "POST", token: buyer.token });
    expect(checkout.status).toBe(200);
    const reference = checkout.body.data.reference as string;
    const checkoutUrl = new URL(checkout.body.data.checkout_url);
    expect(checkoutUrl.origin).toBe(stack.url);
    expect(checkoutUrl.pathname).toBe(`/test-checkout/${reference}`);
    const checkoutPage = await fetch(checkoutUrl);
    expect(checkoutPage.status).toBe(200);
    expect(checkoutPage.headers.get("content-security-policy")).toContain(`form-action 'self' ${CLIENT_ORIGIN};`);

    const paidAt = new Date();
    const paid = await fetch(`${stack.url}/api/test-gateway/checkout/${reference}`, {
      method: "POST",
      body: new URLSearchParams({ outcome: "pay" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${CLIENT_ORIGIN}/payment-verify?reference=${reference}&trxref=${reference}`);
    expect((await call(`/api/v1/verify?reference=${reference}`, { token: buyer.token })).body.data.status).toBe("Successful");

    // The ticket mail's link opens the no-login ticket page, which only this server serves.
    const ticketMail = await waitForMail(stack.inboxDir, { to: buyer.email, subject: "Your tickets for", since: paidAt });
    const ticketLink = linksIn(ticketMail).find((link) => link.includes("/orders/"));
    expect(ticketLink).toMatch(new RegExp(`^${stack.url}/orders/[0-9a-f]{32}\\?k=`));
    const ticketPage = await fetch(ticketLink!);
    expect(ticketPage.status).toBe(200);
    expect(await ticketPage.text()).toContain("Your tickets");

    // Image URLs in API answers: absolute, on this server, and each answers an image.
    const responses = await Promise.all([
      call("/api/v1/events"),
      call(`/api/v1/event/${eventId}`),
      call("/api/v1/allCategories"),
      call("/api/v1/trending-events"),
      call("/api/v1/user/events/upcoming", { token: buyer.token }),
    ]);
    for (const response of responses) expect(response.status).toBe(200);
    expect(responses[4]!.body.data.map((event: { _id: string }) => event._id)).toContain(eventId);
    const urls = [...new Set(responses.flatMap((response) => imageUrls(response.body.data)))];
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) {
      expect(url.startsWith(`${stack.url}/`), url).toBe(true);
      const image = await fetch(url);
      expect(image.status, url).toBe(200);
      expect(image.headers.get("content-type"), url).toMatch(/^image\//);
    }

    // A check-in link opens the volunteer's scanner, which only this server serves.
    const link = await call("/api/v1/team/links", { method: "POST", token: organiser.token, json: { eventId, name: "Gate B", expiresInHours: 24 } });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    expect(link.body.data.url).toMatch(new RegExp(`^${stack.url}/gate/`));

    // The OpenAPI document names this server as the API base.
    expect((await call("/api/v1/openapi.json")).body.servers).toEqual([{ url: stack.url }]);

    // Password reset links land on the client.
    const since = new Date();
    expect((await call("/api/v1/forgot-password/user", { method: "POST", json: { email: buyer.email } })).status).toBe(200);
    expect(await clientLink(buyer.email, "Reset your", since)).toMatch(new RegExp(`^${CLIENT_ORIGIN}/reset-password/`));

    // The link that keeps a deleted account opens a page only this server serves.
    const deletedAt = new Date();
    expect((await call(`/api/v1/delete/user/${buyer.userId}`, { method: "DELETE", token: buyer.token })).status).toBe(200);
    const deletionMail = await waitForMail(stack.inboxDir, { to: buyer.email, subject: "account is being deleted", since: deletedAt });
    expect(linksIn(deletionMail).find((link) => link.includes("/cancel-deletion/"))).toMatch(new RegExp(`^${stack.url}/cancel-deletion/`));
  }, 90_000);
});
