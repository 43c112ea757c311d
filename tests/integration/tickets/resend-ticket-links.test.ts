import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../../support/accounts";
import { api, someClientIp } from "../../support/http";
import { eventFor } from "../../support/purchases";
import { countMail, linksIn, waitForMail } from "../../../bench/lib/smtp-capture.mjs";
import { testStack } from "../../support/stack";

const NEUTRAL = "If tickets were bought with that e-mail address, we have sent their links to it. Check your inbox (and spam) in a few minutes.";

const resend = (body: Record<string, unknown>, ip = someClientIp()) =>
  api("/api/v1/orders/resend-tickets", { method: "POST", json: body, headers: { "x-forwarded-for": ip } });

/** A guest buys free tickets (issued at once); answers the order's public id. */
async function guestOrder(eventId: string, email: string) {
  const held = await api(`/api/v1/events/${eventId}/guest-tickets`, {
    method: "POST",
    json: { fullName: "Ngozi Obi", email, phoneNo: "0803 123 4567", numberOfTicket: 2, needCarPackingSpace: "no", specialRequest: "" },
  });
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  expect(held.body.data[0].status).toBe("paid");
  return held.body.data[0]._id as string;
}

describe("a broken ticket link's 'send my tickets again'", () => {
  it("e-mails the buyer working links to every guest order, and answers a stranger's address the same without mailing it", async () => {
    const [first, second] = await Promise.all([
      eventFor({ ticketPrice: "0", eventTitle: "Lagoon Highlife Night" }),
      eventFor({ ticketPrice: "0", eventTitle: "Ikoyi Comedy Hour" }),
    ]);
    const buyer = uniqueEmail("lost-link").toLowerCase();
    const orders = [await guestOrder(first.eventId, buyer), await guestOrder(second.eventId, buyer)];

    const since = new Date();
    // Typed in another case, with the cut link's order id.
    const asked = await resend({ email: buyer.toUpperCase(), orderId: orders[0] });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: NEUTRAL, data: null });

    const mail = await waitForMail(testStack().inboxDir, { to: buyer, subject: "Your ticket links", since });
    expect(mail.text).toContain("Lagoon Highlife Night");
    expect(mail.text).toContain("Ikoyi Comedy Hour");
    const links = linksIn(mail).filter((link) => link.includes("/orders/"));
    expect(links.map((link) => new URL(link).pathname).sort()).toEqual(orders.map((id) => `/orders/${id}`).sort());
    for (const link of links) {
      const page = await fetch(link);
      expect(page.status, link).toBe(200);
      expect(await page.text()).toContain("Your tickets");
    }

    // A stranger types their own address on the buyer's broken link, then one that never bought.
    const stranger = uniqueEmail("stranger").toLowerCase();
    for (const body of [{ email: stranger, orderId: orders[0] }, { email: uniqueEmail("nobody").toLowerCase() }]) {
      const response = await resend(body);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(asked.body);
    }
    // The buyer asks again afterwards; once that mail is in, the stranger's requests have long been handled.
    const again = new Date();
    expect((await resend({ email: buyer })).status).toBe(200);
    await waitForMail(testStack().inboxDir, { to: buyer, subject: "Your ticket links", since: again });
    expect(await countMail(testStack().inboxDir, { to: stranger })).toBe(0);
  });

  it("refuses an address that is not an e-mail and an order id that is not one, with field messages", async () => {
    const response = await resend({ email: "not-an-email", orderId: "../../etc" });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(["email", "orderId"]);
  });

  it("answers 429 to one client past 10 requests an hour, whatever the addresses", async () => {
    const ip = someClientIp();
    for (let request = 0; request < 10; request++) expect((await resend({ email: uniqueEmail("flood").toLowerCase() }, ip)).status).toBe(200);
    const refused = await resend({ email: uniqueEmail("flood").toLowerCase() }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts/);
  });
});
