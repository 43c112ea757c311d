import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { api, baseUrl } from "../../support/http";
import { eventFor, freeTicketsBought, ticketsOfOrder } from "../../support/purchases";
import { checkInLink, linkHeaders } from "../../support/team";
import { webSession } from "../../support/web-session";

let ownerToken: string;
let eventId: string;
let orderId: string;
let codes: string[];

const checkIn = (code: string, init: { token?: string; headers?: Record<string, string> }) =>
  api(`/api/v1/check-in/${eventId}`, { method: "POST", ...init, json: { checkInCode: code } });

/** This event's check-in counters in the rate-limit store: their keys and counts. */
async function checkInCounters() {
  const counters = await (
    await database()
  )
    .collection("ratelimits")
    .find({ key: { $regex: `^check-in:${eventId}:` } })
    .toArray();
  return counters.map((counter) => ({ key: counter.key as string, count: counter.count as number }));
}

beforeAll(async () => {
  const setup = await eventFor({ ticketPrice: "0", ticketQuantity: "10", ticketPurchaseLimit: "4" });
  ownerToken = setup.organiser.token;
  eventId = setup.eventId;
  ({ orderId, codes } = await freeTicketsBought(eventId, 2, "Ngozi Eze"));
}, 60_000);

describe("check-in requests refused at the door cost no rate-limit write", () => {
  it("a made-up check-in link and a stranger's API and web sessions are refused and leave the rate-limit store untouched", async () => {
    const stranger = await verifiedUser();
    const strangerWeb = await webSession(stranger.email, PASSWORD);
    const refusals = await Promise.all([
      ...Array.from({ length: 5 }, () => checkIn(codes[0]!, { headers: linkHeaders("x".repeat(32)) })),
      ...Array.from({ length: 5 }, () => checkIn(codes[0]!, { token: stranger.token })),
      ...Array.from({ length: 5 }, () => checkIn(codes[0]!, { headers: { cookie: strangerWeb.cookie, origin: baseUrl() } })),
    ]);
    expect(refusals.map((response) => response.status)).toEqual(Array(15).fill(403));
    expect(await checkInCounters()).toEqual([]);
    const ticket = (await ticketsOfOrder(orderId)).find((stored) => stored.checkInCode === codes[0]);
    expect(ticket?.status).toBe("valid");
  });

  it("a working link's scans are counted against that link, a repeated scan included", async () => {
    const link = await checkInLink(ownerToken, eventId, "Gate R");
    expect((await checkIn(codes[1]!, { headers: linkHeaders(link.token) })).status).toBe(200);
    expect((await checkIn(codes[1]!, { headers: linkHeaders(link.token) })).status).toBe(409);
    const counters = await checkInCounters();
    // Two scans, in one minute's window or split across two.
    expect(counters.map((counter) => counter.key.replace(/:\d+$/, ""))).toEqual(counters.map(() => `check-in:${eventId}:link:${link.linkId}`));
    expect(counters.reduce((sum, counter) => sum + counter.count, 0)).toBe(2);
  });
});
