import { describe, expect, it } from "vitest";
import { logIn, mailLink, registration, uniqueEmail, verifiedUser } from "../../support/accounts";
import { api, baseUrl } from "../../support/http";
import { eventFor, payThroughTestGateway, ticketsOfOrder } from "../../support/purchases";
import { waitForMail } from "../../support/smtp-capture.mjs";
import { testStack } from "../../support/stack";

const guest = (email = uniqueEmail("guest"), extra: Record<string, unknown> = {}) => ({
  fullName: "Ngozi Obi",
  email,
  phoneNo: "0803 123 4567",
  numberOfTicket: 2,
  needCarPackingSpace: "no",
  specialRequest: "",
  ...extra,
});

const holdAsGuest = (eventId: string, body: Record<string, unknown>, clientIp?: string) =>
  api(`/api/v1/guest/tickets/${eventId}`, { method: "POST", json: body, ...(clientIp ? { headers: { "x-forwarded-for": clientIp } } : {}) });

describe("guest checkout: buying without an account", () => {
  it("holds, pays, e-mails the tickets with a no-login link that opens them (and only with its key)", async () => {
    const { eventId } = await eventFor({ ticketPrice: "3000", ticketPurchaseLimit: "4" });
    const email = uniqueEmail("guest");
    const held = await holdAsGuest(eventId, guest(email));
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const order = held.body.data[0];
    expect(order).toMatchObject({ status: "pending", amount: 6_000 });

    const since = new Date();
    const reference = await payThroughTestGateway(order._id);
    expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.status).toBe("Successful");
    const { mail, link } = await mailLink(email.toLowerCase(), "Your tickets", since);
    expect(link).toMatch(new RegExp(`/orders/${order._id}\\?k=[\\w-]{43}$`));
    expect(mail.text).toContain("Amount paid: ₦6,000");
    expect(mail.text).not.toContain("All ticket sales are final");

    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    const codes = (await ticketsOfOrder(order._id)).map((ticket) => ticket.checkInCode as string);
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(html).toContain(code);
    expect(html).toContain("https://wa.me/?text=");
    expect(page.headers.get("cache-control") ?? "").not.toMatch(/public/);

    const forged = link.replace(/k=[\w-]+$/, "k=" + "A".repeat(43));
    expect((await fetch(forged)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/orders/${order._id}`)).status).toBe(404);
  });

  it("counts every order of one e-mail against the event's per-buyer limit, whatever its case", async () => {
    const { eventId } = await eventFor({ ticketPrice: "1000", ticketPurchaseLimit: "3" });
    const email = uniqueEmail("limit");
    expect((await holdAsGuest(eventId, guest(email))).status).toBe(201);
    const again = await holdAsGuest(eventId, guest(email.toUpperCase()));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe("You can buy at most 3 tickets for this event and already hold 2");
  });

  it("limits the holds one client address places without an account on one event, with a clear 429", async () => {
    const { eventId } = await eventFor({ ticketPrice: "1000", ticketQuantity: "100", ticketPurchaseLimit: "10" });
    const client = `10.77.${Math.floor(Math.random() * 250)}.9`;
    for (let i = 0; i < 5; i++) expect((await holdAsGuest(eventId, guest(undefined, { numberOfTicket: 1 }), client)).status).toBe(201);
    const sixth = await holdAsGuest(eventId, guest(undefined, { numberOfTicket: 1 }), client);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^5 orders for this event have been started from your connection without an account in the last 15 minutes\. Please wait \d+ minutes?, or log in to buy\.$/);
    // Another address is not held back.
    expect((await holdAsGuest(eventId, guest(undefined, { numberOfTicket: 1 }))).status).toBe(201);
  });

  it("asks an e-mail that has an account to log in, and refuses bad details field by field", async () => {
    const { eventId } = await eventFor({ ticketPrice: "1000" });
    const member = await verifiedUser();
    const taken = await holdAsGuest(eventId, guest(member.email));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("An account uses this e-mail address. Log in to buy, or use another e-mail address.");

    const bad = await holdAsGuest(eventId, guest("not-an-email", { phoneNo: "12345" }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ email: [expect.any(String)], phoneNo: [expect.stringMatching(/Nigerian phone number/)] });
  });

  it("gives the orders to the account that signs up with the e-mail and verifies it", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2500" });
    const email = uniqueEmail("claim");
    const order = (await holdAsGuest(eventId, guest(email))).body.data[0];
    const reference = await payThroughTestGateway(order._id);
    expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.status).toBe("Successful");

    // A guest cannot log in: it has no password.
    expect((await api("/api/v1/login/user/", { method: "POST", json: { email, password: "Anything-2026" } })).status).toBe(401);

    const since = new Date();
    const signedUp = await api("/api/v1/register/user", { method: "POST", json: registration(email) });
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);
    const { token } = await mailLink(email.toLowerCase(), "Confirm your e-mail", since);
    expect((await api(`/api/v1/verify/user/${token}`)).status).toBe(200);
    const session = await logIn(email);
    const upcoming = await api("/api/v1/user/events/upcoming", { token: session });
    expect(upcoming.status).toBe(200);
    expect(JSON.stringify(upcoming.body)).toContain(eventId);

    // Signed up now: a guest purchase with the address asks to log in.
    expect((await holdAsGuest(eventId, guest(email, { numberOfTicket: 1 }))).status).toBe(409);
    await waitForMail(testStack().inboxDir, { to: email.toLowerCase(), subject: "Your tickets", since: new Date(0) });
  });
});
