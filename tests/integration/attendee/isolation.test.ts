import { describe, expect, it } from "vitest";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { baseUrl } from "../../support/http";
import { eventFor, purchase, ticketsOfOrder } from "../../support/purchases";
import { webSession } from "../../support/web-session";

const page = async (path: string, cookie: string) => {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie }, redirect: "manual" });
  return { status: response.status, html: await response.text() };
};

describe("one attendee never sees another's tickets", () => {
  it("shows an order's tickets to its buyer only", async () => {
    const { eventId } = await eventFor({ ticketPrice: "0", ticketPurchaseLimit: "2" });
    const owner = await verifiedUser();
    const other = await verifiedUser();
    const orderId = (await purchase(owner.token, eventId, 1)).body.data[0]._id as string;
    const [ticket] = await ticketsOfOrder(orderId);

    const ownerSession = await webSession(owner.email, PASSWORD);
    const otherSession = await webSession(other.email, PASSWORD);

    const mine = await page(`/ticket-details-after-purchase?order=${orderId}`, ownerSession.cookie);
    expect(mine.status).toBe(200);
    expect(mine.html).toContain(ticket!.checkInCode);

    const theirs = await page(`/ticket-details-after-purchase?order=${orderId}`, otherSession.cookie);
    expect(theirs.status).toBe(404);
    expect(theirs.html).not.toContain(ticket!.checkInCode);
    const single = await page(`/user-ticket-details?ticket=${String(ticket!._id)}`, otherSession.cookie);
    expect(single.status).toBe(404);
    expect(single.html).not.toContain(ticket!.checkInCode);
    const list = await page("/dashboard/ticket-purchased", otherSession.cookie);
    expect(list.html).not.toContain(ticket!.checkInCode);
  });
});
