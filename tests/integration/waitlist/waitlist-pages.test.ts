import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../../support/database";
import { api } from "../../support/http";
import { eventFor } from "../../support/purchases";

// The organiser's waitlist shows who waits 50 at a time, found by key (docs/big-show-paging.md):
// every page walked gives each waiting entry once, in queue order, with its place in its ticket
// type's queue; the total counts them all.

const oid = (id: string) => new mongoose.Types.ObjectId(id);
const WAITING = 130;

let organiser: { token: string; userId: string };
let eventId: string;
const [vip, regular] = [new mongoose.Types.ObjectId(), new mongoose.Types.ObjectId()];

/** Waiting entries written straight to the database: every third for VIP, some joining at the same moment. */
async function addWaiting(count: number, from: number, status = "waiting") {
  const start = Date.parse("2026-12-01T10:00:00Z");
  await (await database()).collection("waitlistentries").insertMany(
    Array.from({ length: count }, (_, index) => {
      const number = from + index;
      return {
        event: oid(eventId),
        ticketType: number % 3 === 0 ? vip : regular,
        partySize: 1,
        fullName: `Waiter ${number}`,
        email: `waiter.${number}@example.com`,
        emailLower: `waiter.${number}@example.com`,
        phone: "+2348031234567",
        status,
        // Pairs join at the same moment: `_id` orders them.
        joinedAt: new Date(start + Math.floor(number / 2) * 1_000),
        offers: status === "bought" ? 1 : 0,
      };
    }),
  );
}

const overview = (cursor?: string) =>
  api(`/api/v1/events/${eventId}/waitlist${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, { token: organiser.token });

beforeAll(async () => {
  ({ organiser, eventId } = await eventFor({ ticketPrice: "0" }));
  await addWaiting(WAITING, 0);
  await addWaiting(4, 1_000, "bought");
}, 60_000);

describe("the organiser's waitlist, a page at a time", () => {
  it("walks every waiting entry once in queue order, each with its place in its type's queue", async () => {
    const seen: { _id: string; fullName: string; position: number; ticketType: string }[] = [];
    let page = await overview();
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data).toMatchObject({ waitingTotal: WAITING, waitingPreviousCursor: null, conversions: { bought: 4, offers: 4 } });
    expect(page.body.data.waiting).toHaveLength(50);
    let pages = 1;
    while (page.body.data.waitingNextCursor) {
      page = await overview(page.body.data.waitingNextCursor);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.waiting);
      pages += 1;
    }
    const first = await overview();
    seen.unshift(...first.body.data.waiting);
    expect(pages).toBe(3);
    expect(seen.map((row) => row.fullName)).toEqual(Array.from({ length: WAITING }, (_, number) => `Waiter ${number}`));
    // Positions count per ticket type: VIP every third entry, the rest regular.
    const places = new Map<string, number>();
    for (const [number, row] of seen.entries()) {
      const type = number % 3 === 0 ? "vip" : "regular";
      places.set(type, (places.get(type) ?? 0) + 1);
      expect(row.position, row.fullName).toBe(places.get(type));
    }
    // Back from the last page: the page before it.
    const back = await overview(page.body.data.waitingPreviousCursor);
    expect(back.body.data.waiting.map((row: { fullName: string }) => row.fullName)).toEqual(seen.slice(50, 100).map((row) => row.fullName));
    expect(back.body.data.waiting[0].position).toBe(seen[50]!.position);
  });

  it("refuses a cursor it did not hand out with a 400", async () => {
    const response = await overview("garbled");
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "bad_request", message: expect.stringMatching(/cursor/) });
  });
});
