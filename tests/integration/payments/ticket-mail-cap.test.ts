import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { eventFor, purchase, ticketsOfOrder } from "../../support/purchases";
import { countMail } from "../../../bench/lib/smtp-capture.mjs";
import { testStack } from "../../support/stack";

const CAP = 10;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("ticket e-mails per buyer account", () => {
  it("sends at most 10 an hour, whatever address is typed, and still issues every ticket", async () => {
    const free = { ticketPrice: "0", ticketPurchaseLimit: "6" };
    const [first, second] = await Promise.all([eventFor(free), eventFor(free)]);
    const buyer = await verifiedUser();
    // A new address each time: the recipient's own daily cap on free-ticket mails (5) never bites here.
    const stamp = Date.now();
    const addresses: string[] = [];
    const mailed = async () =>
      (await Promise.all(addresses.map((to) => countMail(testStack().inboxDir, { to, subject: "Your tickets" })))).reduce((a, b) => a + b, 0);

    const orders: string[] = [];
    for (const { eventId } of [first, second]) {
      for (let bought = 0; bought < 6; bought++) {
        const to = `someone.else.${stamp}.${addresses.length}@example.com`;
        addresses.push(to);
        const { status, body } = await purchase(buyer.token, eventId, 1, { email: to });
        expect(status).toBe(201);
        expect(body.data[0].status).toBe("paid");
        orders.push(body.data[0]._id);
      }
    }

    for (const orderId of orders) expect(await ticketsOfOrder(orderId)).toHaveLength(1);
    const deadline = Date.now() + 15_000;
    while ((await mailed()) < CAP && Date.now() < deadline) await settle(200);
    await settle(1_000); // a mail past the cap would have landed by now
    expect(await mailed()).toBe(CAP);
  }, 60_000);
});
