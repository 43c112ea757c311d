import { beforeAll, describe, expect, it } from "vitest";
import { waitForMail } from "../../../bench/lib/smtp-capture.mjs";
import { uniqueEmail, verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { eventually } from "../../support/money";
import { api } from "../../support/http";
import { runDomainOnLane } from "../../support/in-process";
import { orderStatus, payThroughTestGateway, purchase, storedOrder, ticketsOfOrder } from "../../support/purchases";
import { testStack } from "../../support/stack";
import { assertCountersMatchOrders, entries, eventDoc, join, joinMany, offerOrders, oid, soldOutEvent } from "./waitlist-support";

let makeWaitlistOffers: typeof import("@/lib/domain/waitlist/make-offers").makeWaitlistOffers;
let sweepWaitlist: typeof import("@/lib/domain/waitlist/sweep-waitlist").sweepWaitlist;
let sweepInterruptedOrders: typeof import("@/lib/domain/orders/sweep-interrupted-orders").sweepInterruptedOrders;
let releaseOrderSeats: typeof import("@/lib/domain/inventory/type-counters").releaseOrderSeats;
let offerEntry: typeof import("@/lib/domain/waitlist/offer-entry").offerEntry;
let readWaitlistEvent: typeof import("@/lib/domain/waitlist/waitlist-event").readWaitlistEvent;

beforeAll(async () => {
  runDomainOnLane();
  await (await import("@/lib/platform/db")).connectToDatabase();
  ({ makeWaitlistOffers } = await import("@/lib/domain/waitlist/make-offers"));
  ({ sweepWaitlist } = await import("@/lib/domain/waitlist/sweep-waitlist"));
  ({ sweepInterruptedOrders } = await import("@/lib/domain/orders/sweep-interrupted-orders"));
  ({ releaseOrderSeats } = await import("@/lib/domain/inventory/type-counters"));
  ({ offerEntry } = await import("@/lib/domain/waitlist/offer-entry"));
  ({ readWaitlistEvent } = await import("@/lib/domain/waitlist/waitlist-event"));
});

/** Ends the holder's order and gives its seats back without nudging the waitlist (so the test decides who makes the offers). */
async function returnSeatsQuietly(eventId: string, orderId: string) {
  const order = await storedOrder(orderId);
  await (await database()).collection("orders").updateOne({ _id: order?._id }, { $set: { status: "expired" } });
  await releaseOrderSeats(
    eventId,
    order?._id as never,
    (order?.lines as { ticketType: string; quantity: number }[]).map((line) => ({ ticketType: line.ticketType, quantity: line.quantity })),
  );
}

const statuses = async (eventId: string) => (await entries(eventId)).map((entry) => entry.status as string);

describe("joining the waitlist", () => {
  it("takes one entry per person per event, tells each their place, and lets them leave", async () => {
    const { eventId } = await soldOutEvent(2);
    const email = uniqueEmail("kemi");
    const first = await join(eventId, { email });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ status: "waiting", position: 1, partySize: 1 });
    const [second, third] = await joinMany(eventId, 2);

    // The same person again (another spelling of the address): refused, with the place held.
    const again = await join(eventId, { email: email.toUpperCase(), fullName: "Kemi Again" });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already on the waitlist .*position 1/);
    expect(await entries(eventId)).toHaveLength(3);

    // Position by the link's key; a wrong key finds nothing.
    const mine = await api(`/api/v1/waitlist/${third!._id}?k=${third!.key}`);
    expect(mine.body.data).toMatchObject({ status: "waiting", position: 3 });
    expect((await api(`/api/v1/waitlist/${third!._id}?k=${first.body.data.key}`)).status).toBe(404);

    // The second leaves: the third moves up.
    const left = await api(`/api/v1/waitlist/${second!._id}/leave?k=${second!.key}`, { method: "POST" });
    expect(left.status).toBe(200);
    expect(left.body.data).toMatchObject({ status: "left", position: null });
    expect((await api(`/api/v1/waitlist/${third!._id}?k=${third!.key}`)).body.data.position).toBe(2);

    // The confirmation e-mail carries the no-login link.
    const mail = await waitForMail(testStack().inboxDir, { to: email, subject: "You are on the waitlist" });
    expect(mail.text).toContain(`/waitlist/${first.body.data._id}?k=${first.body.data.key}`);
  });

  it("refuses a party over the limit, a join while seats can be bought, and joins once the list is closed", async () => {
    const { eventId, organiser } = await soldOutEvent(3);
    const tooMany = await join(eventId, { partySize: 4 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.partySize[0]).toMatch(/at most 3/);
    const badPhone = await join(eventId, { phone: "12345" });
    expect(badPhone.status).toBe(422);
    expect(badPhone.body.errors.phone).toBeDefined();

    const closed = await api(`/api/v1/events/${eventId}/waitlist`, { method: "PATCH", token: organiser.token, json: { closed: true } });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ enabled: true, closed: true, offerMinutes: 30 });
    expect((await join(eventId)).body.message).toMatch(/closed/);

    const { eventId: open } = await soldOutEvent(3);
    await (await database()).collection("events").updateOne({ _id: oid(open) }, { $inc: { ticketQuantity: 1, "ticketTypes.0.quantity": 1 } });
    const onSale = await join(open);
    expect(onSale.status).toBe(409);
    expect(onSale.body.message).toMatch(/on sale/);
  });
});

describe("offers", () => {
  it("made from several callers at once for the same returned seats: each seat offered once", async () => {
    const { eventId, order } = await soldOutEvent(3);
    await joinMany(eventId, 6);
    await returnSeatsQuietly(eventId, order._id);
    const [made] = await Promise.all([Promise.all(Array.from({ length: 6 }, () => makeWaitlistOffers(eventId))), sweepWaitlist(), sweepWaitlist()]);
    expect(made.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(3);
    const after = await entries(eventId);
    expect(after.filter((entry) => entry.status === "offered")).toHaveLength(3);
    expect(after.filter((entry) => entry.status === "waiting")).toHaveLength(3);
    const offers = (await offerOrders(eventId)).filter((offer) => offer.status === "pending");
    expect(offers).toHaveLength(3);
    expect(new Set(offers.map((offer) => String(offer.offer))).size).toBe(3);
    expect((await eventDoc(eventId))?.seatsTaken).toBe(3);
    await assertCountersMatchOrders(eventId);
    // A later call finds nothing more to offer.
    expect(await makeWaitlistOffers(eventId)).toBe(0);
  });

  it("made by the server's nudge and by callers here at once, for one release, fill the seats once", async () => {
    const { eventId, order, holder } = await soldOutEvent(4);
    await joinMany(eventId, 8);
    const [released] = await Promise.all([
      api("/api/v1/payment/release", { method: "POST", token: holder.token, json: { reference: order.reference } }),
      ...Array.from({ length: 4 }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return makeWaitlistOffers(eventId);
      }),
    ]);
    expect(released.status).toBe(200);
    // The server's own nudge runs in the background: wait for its offers, then check nothing more comes.
    await expect.poll(async () => (await statuses(eventId)).filter((status) => status === "offered").length, { timeout: 10_000 }).toBe(4);
    await makeWaitlistOffers(eventId);
    expect((await offerOrders(eventId)).filter((offer) => offer.status === "pending")).toHaveLength(4);
    expect((await eventDoc(eventId))?.seatsTaken).toBe(4);
    await assertCountersMatchOrders(eventId);
  });

  it("keeps offered seats from the public, and seats that came back for the queue", async () => {
    const { eventId, order } = await soldOutEvent(2);
    await joinMany(eventId, 1, 2);
    await returnSeatsQuietly(eventId, order._id);
    const buyer = await verifiedUser();
    // Seats are free but a waiting party fits them: the queue first.
    const early = await purchase(buyer.token, eventId, 1);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/offered to the waitlist first/);
    expect(await makeWaitlistOffers(eventId)).toBe(1);
    const late = await purchase(buyer.token, eventId, 1);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/sold out/);
    expect((await eventDoc(eventId))?.seatsTaken).toBe(2);
  });

  it("expires on time and passes the seats to the next in line", async () => {
    const { eventId, order, organiser } = await soldOutEvent(2);
    expect((await api(`/api/v1/events/${eventId}/waitlist`, { method: "PATCH", token: organiser.token, json: { offerMinutes: 5 } })).status).toBe(
      200,
    );
    const [first, second] = await joinMany(eventId, 2, 2);
    await returnSeatsQuietly(eventId, order._id);
    expect(await makeWaitlistOffers(eventId)).toBe(1);
    let after = await entries(eventId);
    expect(after.map((entry) => entry.status)).toEqual(["offered", "waiting"]);
    const offered = after[0]!;
    expect(offered.offerExpiresAt.getTime() - offered.offeredAt.getTime()).toBe(5 * 60_000);

    // Before its time nothing moves; at its time it ends and the next entry is offered the same seats.
    expect((await sweepWaitlist(new Date(Date.now() + 4 * 60_000))).settled).toBe(0);
    // Its time comes (moved into the past rather than sweeping in the future, so the nudge the ended
    // hold gives, which reads the real clock, sees the same time as the sweep).
    const past = new Date(Date.now() - 1_000);
    await (await database()).collection("orders").updateOne({ _id: offered.offerOrder }, { $set: { expiresAt: past } });
    await (await database()).collection("waitlistentries").updateOne({ _id: offered._id }, { $set: { offerExpiresAt: past } });
    // This sweep ends it (or the server's own sweep, if it came first); the next offer is made by a
    // sweep or by that nudge, whichever comes first: once.
    const swept = await sweepWaitlist();
    expect(swept.settled + swept.offers).toBeLessThanOrEqual(2);
    after = await eventually(
      () => entries(eventId),
      (found) => found[1]?.status === "offered",
    );
    expect(await offerOrders(eventId)).toHaveLength(2);
    expect(after.map((entry) => String(entry._id))).toEqual([first!._id, second!._id]);
    expect(after.map((entry) => entry.status)).toEqual(["expired", "offered"]);
    expect(await orderStatus(String(offered.offerOrder))).toBe("expired");
    // The entry is marked offered before its seats are held (offer-entry.ts): wait for the hold.
    const held = await eventually(
      () => eventDoc(eventId),
      (event) => event?.seatsTaken === 2,
    );
    expect(held?.seatsTaken).toBe(2);
    await assertCountersMatchOrders(eventId);
  });

  it("survives a crash: a claim without its order goes back to its place, a half-made hold is undone, and the offer is made again", async () => {
    const { eventId, order } = await soldOutEvent(2);
    const [first] = await joinMany(eventId, 2);
    await returnSeatsQuietly(eventId, order._id);

    // Crash 1, written directly: the entry was claimed, its order never written.
    const ghost = new (await import("mongoose")).default.Types.ObjectId();
    await (
      await database()
    )
      .collection("waitlistentries")
      .updateOne(
        { _id: oid(first!._id) },
        { $set: { status: "offered", offerOrder: ghost, offeredAt: new Date(Date.now() - 60_000), notice: "due" }, $inc: { offers: 1 } },
      );

    // Crash 2, by the code itself: the second entry's order holds its seat, never made pending.
    const event = await readWaitlistEvent(eventId);
    const second = (await entries(eventId))[1]!;
    process.env.SCHEDITIX_TEST_CRASH_AT = "after-offer-seats-held";
    await expect(offerEntry(event!, second as never)).rejects.toThrow(/simulated crash/);
    delete process.env.SCHEDITIX_TEST_CRASH_AT;
    expect((await eventDoc(eventId))?.seatsTaken).toBe(1);

    // The sweeps, once the order sweeper's patience has passed: both repaired, both offered for real.
    const later = new Date(Date.now() + 60_000);
    await sweepInterruptedOrders(later);
    expect((await eventDoc(eventId))?.seatsTaken).toBe(0);
    await sweepWaitlist(later);
    const after = await entries(eventId);
    expect(after.map((entry) => entry.status)).toEqual(["offered", "offered"]);
    for (const entry of after) expect(await orderStatus(String(entry.offerOrder))).toBe("pending");
    expect(after[0]!.offers).toBe(1);
    expect((await eventDoc(eventId))?.seatsTaken).toBe(2);
    await assertCountersMatchOrders(eventId);
  });

  it("is bought through the TEST MODE checkout from the offer e-mail's link, and the next keeps its place", async () => {
    const { eventId, order, holder } = await soldOutEvent(2);
    const email = uniqueEmail("offer");
    expect((await join(eventId, { email, partySize: 2 })).status).toBe(201);
    const [next] = await joinMany(eventId, 1, 2);
    const since = new Date();
    // The holder lets go through the API: the server gives the seats back and nudges the waitlist.
    expect((await api("/api/v1/payment/release", { method: "POST", token: holder.token, json: { reference: order.reference } })).status).toBe(200);
    const mail = await waitForMail(testStack().inboxDir, { to: email, subject: "Your waitlist offer", since });
    const link = mail.text.match(/https?:\/\/\S+\/pay\/([\w-]+)/);
    expect(link).not.toBeNull();
    const publicId = link![1]!;
    const offer = await storedOrder(publicId);
    expect(offer).toMatchObject({ status: "pending", quantity: 2, amountKobo: expect.any(Number) });

    const reference = await payThroughTestGateway(publicId);
    expect((await api(`/api/v1/verify?reference=${reference}`)).body.data).toMatchObject({ status: "Successful" });
    expect(await ticketsOfOrder(publicId)).toHaveLength(2);
    await sweepWaitlist();
    expect(await statuses(eventId)).toEqual(["bought", "waiting"]);
    expect((await eventDoc(eventId))?.seatsTaken).toBe(2);

    // The next entry's place is kept: nothing came back for it.
    expect((await api(`/api/v1/waitlist/${next!._id}?k=${next!.key}`)).body.data).toMatchObject({ status: "waiting", position: 1 });
  });

  it("declining from the offer's link gives the seats to the next at once", async () => {
    const { eventId, order } = await soldOutEvent(1);
    await joinMany(eventId, 2);
    await returnSeatsQuietly(eventId, order._id);
    expect(await makeWaitlistOffers(eventId)).toBe(1);
    const offered = (await entries(eventId))[0]!;
    const publicId = (await storedOrder(String(offered.offerOrder)))?.publicId as string;
    expect((await api(`/api/v1/waitlist/offers/${publicId}/decline`, { method: "POST" })).status).toBe(200);
    await expect.poll(async () => statuses(eventId), { timeout: 10_000 }).toEqual(["declined", "offered"]);
    expect((await eventDoc(eventId))?.seatsTaken).toBe(1);
  });
});

describe("the organiser's waitlist", () => {
  it("takes its settings from the event builder: off or on, and the offer time, also once the event is live", async () => {
    const { eventId, organiser } = await soldOutEvent(2, { waitlistEnabled: "no", waitlistOfferMinutes: "45" });
    expect((await eventDoc(eventId))?.waitlist).toMatchObject({ enabled: false, offerMinutes: 45 });
    expect((await join(eventId)).body.message).toMatch(/no waitlist/);
    const form = new FormData();
    form.append("waitlistEnabled", "yes");
    form.append("waitlistOfferMinutes", "20");
    const edited = await api(`/api/v1/events/${eventId}`, { method: "PATCH", token: organiser.token, body: form });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ waitlistEnabled: true, waitlistOfferMinutes: 20 });
    expect((await join(eventId)).status).toBe(201);
    const tooShort = new FormData();
    tooShort.append("waitlistOfferMinutes", "2");
    expect(
      (await api(`/api/v1/events/${eventId}`, { method: "PATCH", token: organiser.token, body: tooShort })).body.errors.waitlistOfferMinutes,
    ).toBeDefined();
  });

  it("lists who waits with masked contacts, offers by hand, and refuses other organisers", async () => {
    const { eventId, order, organiser } = await soldOutEvent(2);
    const [, second] = await joinMany(eventId, 3);
    const stranger = await verifiedUser();
    expect((await api(`/api/v1/events/${eventId}/waitlist`, { token: stranger.token })).status).toBe(403);

    const list = await api(`/api/v1/events/${eventId}/waitlist`, { token: organiser.token });
    expect(list.status).toBe(200);
    expect(list.body.data.waiting.map((row: { position: number }) => row.position)).toEqual([1, 2, 3]);
    expect(list.body.data.waiting[0].contact).toMatch(/^wa•••@example\.com · \+234 •••• 4567$/);
    expect(JSON.stringify(list.body.data)).not.toContain("0803 123 4567");

    // No seat free: "Offer now" is refused; once seats are back it offers the chosen entry out of turn.
    const refused = await api(`/api/v1/events/${eventId}/waitlist/${second!._id}/offer`, { method: "POST", token: organiser.token });
    expect(refused.status).toBe(409);
    await returnSeatsQuietly(eventId, order._id);
    const byHand = await api(`/api/v1/events/${eventId}/waitlist/${second!._id}/offer`, { method: "POST", token: organiser.token });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(200);
    expect(byHand.body.data.offers).toMatchObject([{ fullName: "Waiter 2", byHand: true }]);
    expect(byHand.body.data.conversions.offers).toBe(1);

    const audit = await (
      await database()
    )
      .collection("auditentries")
      .find({ event: oid(eventId) })
      .toArray();
    expect(audit.map((entry) => entry.action)).toContain("waitlist_offer");
  });
});
