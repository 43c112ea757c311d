import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import { PASSWORD } from "../../support/accounts";
import { database } from "../../support/database";
import { createdEventId } from "../../support/events";
import { baseUrl } from "../../support/http";
import { paidOrder } from "../../support/money";
import { eventFor } from "../../support/purchases";
import { textOf } from "../../support/page-text";
import { webSession } from "../../support/web-session";

async function payoutsPage(email: string) {
  const { cookie } = await webSession(email, PASSWORD);
  const response = await fetch(`${baseUrl()}/dashboard/payout-details`, { headers: { cookie }, redirect: "manual" });
  expect(response.status).toBe(200);
  return textOf(await response.text());
}

describe("the payouts page, while nothing can be withdrawn", () => {
  it("states the settlement rule and, per event, how much becomes available and when, in Lagos time", async () => {
    const { organiser, eventId } = await eventFor({ eventTitle: "Afrobeats Night", ticketPrice: "20000", ticketPurchaseLimit: "2" });
    await createdEventId(organiser.token, { eventTitle: "Quiet Evening", ticketPrice: "5000" });
    await paidOrder(eventId, 2); // ₦40,000 of sales, the 5% fee ₦2,000: ₦38,000 is the organiser's
    // The event ends at 23:00 on Monday 2 December 2030, Lagos time; its sales settle 3 days later.
    await (
      await database()
    )
      .collection("events")
      .updateOne({ _id: new mongoose.Types.ObjectId(eventId) }, { $set: { endsAt: new Date("2030-12-02T22:00:00Z") } });

    const text = await payoutsPage(organiser.email);
    expect(text).toContain(
      "An event's ticket sales can be withdrawn 3 days after it ends (Lagos time), once refunds for it are settled; Scheditix keeps 5% of its sales after refunds.",
    );
    expect(text).toContain("Why no money is available yet");
    expect(text).toContain("₦38,000 from Afrobeats Night becomes available on Thu 5 Dec 2030, 23:00 (3 days after the event ends).");
    // An event with no sales yet says so, and when what it sells will be available (it ends at 23:00 in 10 days).
    expect(text).toMatch(
      /Quiet Evening has no ticket sales yet; what it sells becomes available on \w{3} \d{1,2} \w{3}, 23:00 \(3 days after the event ends\)\./,
    );
  });
});
