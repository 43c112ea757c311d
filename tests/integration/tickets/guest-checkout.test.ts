import { describe, expect, it } from "vitest";
import { PASSWORD, logIn, mailLink, registration, uniqueEmail, verifiedUser } from "../../support/accounts";
import { api, baseUrl, someClientIp } from "../../support/http";
import { eventFor, payThroughTestGateway, ticketsOfOrder } from "../../support/purchases";
import { countMail, waitForMail } from "../../../bench/lib/smtp-capture.mjs";
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

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const holdAsGuest = (eventId: string, body: Record<string, unknown>, clientIp?: string) =>
  api(`/api/v1/events/${eventId}/guest-tickets`, { method: "POST", json: body, ...(clientIp ? { headers: { "x-forwarded-for": clientIp } } : {}) });

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

  it("counts the orders of one e-mail from one client against the event's per-buyer limit, whatever its case", async () => {
    const { eventId } = await eventFor({ ticketPrice: "1000", ticketPurchaseLimit: "3" });
    const email = uniqueEmail("limit");
    const client = someClientIp();
    expect((await holdAsGuest(eventId, guest(email), client)).status).toBe(201);
    const again = await holdAsGuest(eventId, guest(email.toUpperCase()), client);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe("You can buy at most 3 tickets for this event and already hold 2");
  });

  it("lets the owner of an address buy after a stranger held its whole allowance (paid event) or took it (free event)", async () => {
    for (const ticketPrice of ["1000", "0"]) {
      const { eventId } = await eventFor({ ticketPrice, ticketPurchaseLimit: "2" });
      const email = uniqueEmail("victim");
      const stranger = await holdAsGuest(eventId, guest(email, { numberOfTicket: 2 }), someClientIp());
      expect(stranger.status, JSON.stringify(stranger.body)).toBe(201);
      expect(stranger.body.data[0].status).toBe(ticketPrice === "0" ? "paid" : "pending");

      const owner = await holdAsGuest(eventId, guest(email, { numberOfTicket: 2 }), someClientIp());
      expect(owner.status, JSON.stringify(owner.body)).toBe(201);
    }
  });

  it("sends at most 5 free-ticket mails a day to one address, however many clients ask", async () => {
    const { eventId } = await eventFor({ ticketPrice: "0", ticketQuantity: "100", ticketPurchaseLimit: "1" });
    const to = uniqueEmail("mailbox").toLowerCase();
    for (let order = 0; order < 7; order++) {
      const taken = await holdAsGuest(eventId, guest(to, { numberOfTicket: 1 }), someClientIp());
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
      expect(taken.body.data[0].ticketsUrl).toMatch(/^\/orders\//);
    }
    const deadline = Date.now() + 15_000;
    while ((await countMail(testStack().inboxDir, { to, subject: "Your tickets" })) < 5 && Date.now() < deadline) await settle(200);
    await settle(1_000); // a mail past the cap would have landed by now
    expect(await countMail(testStack().inboxDir, { to, subject: "Your tickets" })).toBe(5);
  }, 60_000);

  it("limits the guest records one client creates: new e-mail addresses past 20 an hour get a clear 429", async () => {
    const { eventId } = await eventFor({ ticketPrice: "0", ticketQuantity: "100", ticketPurchaseLimit: "1" });
    const { eventId: second } = await eventFor({ ticketPrice: "0", ticketQuantity: "100", ticketPurchaseLimit: "1" });
    const { eventId: third } = await eventFor({ ticketPrice: "0", ticketQuantity: "100", ticketPurchaseLimit: "1" });
    const { eventId: fourth } = await eventFor({ ticketPrice: "0", ticketQuantity: "100", ticketPurchaseLimit: "1" });
    const { eventId: fifth } = await eventFor({ ticketPrice: "0", ticketQuantity: "100", ticketPurchaseLimit: "1" });
    const client = someClientIp();
    // Five holds per event and client: spread over five events.
    const events = [eventId, second, third, fourth, fifth];
    const knownEmail = uniqueEmail("known");
    for (let record = 0; record < 20; record++) {
      const taken = await holdAsGuest(events[record % 5]!, guest(record === 0 ? knownEmail : undefined, { numberOfTicket: 1 }), client);
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    }
    const past = await holdAsGuest(fifth, guest(undefined, { numberOfTicket: 1 }), client);
    expect(past.status).toBe(429);
    expect(past.body.message).toMatch(
      /^Orders with 20 different e-mail addresses have been started from your connection without an account in the last hour\. Please wait \d+ minutes?, or log in to buy\.$/,
    );
    // An address bought with before still buys from that client.
    expect((await holdAsGuest(second, guest(knownEmail, { numberOfTicket: 1 }), client)).status).toBe(201);
  }, 180_000);

  it("limits the holds one client address places without an account on one event, with a clear 429", async () => {
    const { eventId } = await eventFor({ ticketPrice: "1000", ticketQuantity: "100", ticketPurchaseLimit: "10" });
    const client = `10.77.${Math.floor(Math.random() * 250)}.9`;
    for (let i = 0; i < 5; i++) expect((await holdAsGuest(eventId, guest(undefined, { numberOfTicket: 1 }), client)).status).toBe(201);
    const sixth = await holdAsGuest(eventId, guest(undefined, { numberOfTicket: 1 }), client);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(
      /^5 orders for this event have been started from your connection without an account in the last 15 minutes\. Please wait \d+ minutes?, or log in to buy\.$/,
    );
    // Another address is not held back.
    expect((await holdAsGuest(eventId, guest(undefined, { numberOfTicket: 1 }))).status).toBe(201);
  });

  it("answers an e-mail that has an account as one without, giving the order to that account, and refuses bad details field by field", async () => {
    const { eventId } = await eventFor({ ticketPrice: "1000" });
    const member = await verifiedUser();
    const nobody = await holdAsGuest(eventId, guest(uniqueEmail("nobody")));
    const taken = await holdAsGuest(eventId, guest(member.email));
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect(taken.body.message).toBe(nobody.body.message);
    expect(Object.keys(taken.body.data[0]).sort()).toEqual(Object.keys(nobody.body.data[0]).sort());
    const reference = await payThroughTestGateway(taken.body.data[0]._id);
    expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.status).toBe("Successful");
    const upcoming = await api("/api/v1/user/events/upcoming", { token: member.token });
    expect(JSON.stringify(upcoming.body)).toContain(eventId);

    const bad = await holdAsGuest(eventId, guest("not-an-email", { phoneNo: "12345" }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ email: [expect.any(String)], phoneNo: [expect.stringMatching(/Nigerian phone number/)] });
  }, 90_000);

  it("gives the orders to the account that signs up with the e-mail, set up by the mailbox holder", async () => {
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
    // The mailbox holder sets the password from the link (lib/domain/accounts/claim-guest-account.ts).
    const { token } = await mailLink(email.toLowerCase(), "Someone asked to create", since);
    const claimed = await api(`/api/v1/claim-account/${token}`, {
      method: "POST",
      json: { fullname: "Ngozi Obi", phoneNo: "8031234567", password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    const session = await logIn(email);
    const upcoming = await api("/api/v1/user/events/upcoming", { token: session });
    expect(upcoming.status).toBe(200);
    expect(JSON.stringify(upcoming.body)).toContain(eventId);

    // Signed up now: a purchase without logging in goes to the account.
    expect((await holdAsGuest(eventId, guest(email, { numberOfTicket: 1 }))).status).toBe(201);
    await waitForMail(testStack().inboxDir, { to: email.toLowerCase(), subject: "Your tickets", since: new Date(0) });
  });
});
