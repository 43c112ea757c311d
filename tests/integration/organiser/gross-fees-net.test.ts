import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { api, baseUrl } from "../../support/http";
import { textOf } from "../../support/page-text";
import { eventFor, payThroughTestGateway, purchase, storedOrder } from "../../support/purchases";
import { webSession } from "../../support/web-session";

let organiser: { email: string; token: string; userId: string };
let eventId: string;
/** One order whose buyer paid the fees on top (2 × ₦10,000 by card), one whose organiser absorbed them (1 × ₦10,000 by USSD). */
let passed: { amountKobo: number; feeKobo: number };
let absorbed: { amountKobo: number; feeKobo: number };

type Ledger = { eventId: string; paidByBuyers: number; refunded: number; totalFees: number; organiserShare: number };

const setEvent = async (fields: Record<string, unknown>) =>
  (await database()).collection("events").updateOne({ _id: new mongoose.Types.ObjectId(eventId) }, { $set: fields });

async function paidOrder(quantity: number, fullName: string, channel: string) {
  const buyer = await verifiedUser();
  const order = (await purchase(buyer.token, eventId, quantity, { fullName, email: `${fullName.split(" ")[0]!.toLowerCase()}@example.com` })).body
    .data[0];
  const reference = await payThroughTestGateway(order._id, "pay", channel);
  expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.status).toBe("Successful");
  const stored = await storedOrder(order._id);
  return { amountKobo: stored?.amountKobo as number, feeKobo: (stored?.feeKobo as number | undefined) ?? 0 };
}

beforeAll(async () => {
  const setup = await eventFor({ eventTitle: "Fees Both Ways", ticketPrice: "10000", ticketPurchaseLimit: "3" });
  organiser = setup.organiser;
  eventId = setup.eventId;
  await setEvent({ feeMode: "pass" });
  passed = await paidOrder(2, "Ada Obi", "card");
  // USSD only, so the TEST MODE checkout's Pay lands as a USSD payment at once.
  await setEvent({ feeMode: "absorb", paymentChannels: ["ussd"] });
  absorbed = await paidOrder(1, "Bayo Ade", "ussd");
}, 90_000);

describe("the payout ledger's gross, fees and net", () => {
  it("counts what buyers paid all in, the fees they paid on top with the platform's fee kept, and what is the organiser's", async () => {
    expect(passed.feeKobo).toBeGreaterThan(1_000_00); // 5 % of ₦20,000 and Paystack's charge
    expect(absorbed).toEqual({ amountKobo: 10_000_00, feeKobo: 0 });

    const ledgers = (await api("/api/v1/payouts/balances", { token: organiser.token })).body.data as Ledger[];
    const ledger = ledgers.find((candidate) => candidate.eventId === eventId) as Ledger;
    const buyerFees = passed.feeKobo / 100;
    expect(ledger).toMatchObject({
      grossSales: 30_000,
      buyerFees,
      paidByBuyers: (passed.amountKobo + absorbed.amountKobo) / 100,
      refunded: 0,
      // The platform's 5 % is kept only on the ₦10,000 whose buyer did not pay it.
      fee: 500,
      totalFees: buyerFees + 500,
      organiserShare: 29_500,
    });
    const { paidByBuyers, refunded, totalFees, organiserShare } = ledger;
    expect(Math.round((paidByBuyers - refunded - totalFees) * 100)).toBe(organiserShare * 100);
  });

  it("shows them on the payouts page", async () => {
    const { cookie } = await webSession(organiser.email, PASSWORD);
    const response = await fetch(`${baseUrl()}/dashboard/payout-details`, { headers: { cookie }, redirect: "manual" });
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    const money = (naira: number) => `₦${naira.toLocaleString("en-NG", { maximumFractionDigits: 2 })}`;
    expect(text).toContain("Paid by buyers Refunded Fees Net to organiser");
    expect(text).toContain(
      `Fees Both Ways ${money((passed.amountKobo + absorbed.amountKobo) / 100)} ₦0 ${money(passed.feeKobo / 100 + 500)} ${money(passed.feeKobo / 100)} paid by buyers, ₦500 kept from sales ₦29,500`,
    );
  });
});

describe("the sales CSV's new columns", () => {
  it("keeps every old column in place and adds, per order, the tickets, buyer-paid fees, total paid, fees, net and channel", async () => {
    const csv = await fetch(`${baseUrl()}/api/v1/ticket-sales/export?eventId=${eventId}`, {
      headers: { authorization: `Bearer ${organiser.token}` },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      '"Paid at (Lagos time)","Reference","Event","Buyer","Email","Tickets","Amount (NGN)","Refunded tickets","Refunded (NGN)","Net (NGN)","Status","Ticket types",' +
        '"Ticket price (NGN)","Buyer-paid fees (NGN)","Total paid (NGN)","Fees (NGN)","Net to organiser (NGN)","Channel"',
    );
    expect(lines).toHaveLength(3);
    const row = (buyer: string) => lines.find((line) => line.includes(`"${buyer}"`)) as string;
    const paid = passed.amountKobo / 100;
    const fees = passed.feeKobo / 100;
    expect(row("Ada Obi")).toContain(`"Ada Obi","ada@example.com","2","${paid}","0","0","${paid}","Paid","2 × Regular"`);
    expect(row("Ada Obi").endsWith(`"2 × Regular","20000","${fees}","${paid}","${fees}","20000","Card"`)).toBe(true);
    expect(row("Bayo Ade").endsWith('"1 × Regular","10000","0","10000","500","9500","USSD"')).toBe(true);
  });
});
