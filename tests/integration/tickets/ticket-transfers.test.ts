import { createHmac, randomInt } from "node:crypto";
import { mkdtemp, readFile, readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { waitForMail } from "../../../bench/lib/smtp-capture.mjs";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-stack.mjs";
import { mailLink, uniqueEmail, verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { codeKey } from "../../support/gate-keys";
import { api, baseUrl } from "../../support/http";
import { runDomainOnLane } from "../../support/in-process";
import { testStack } from "../../support/stack";
import { eventually } from "../../support/money";
import { eventCounters, eventFor, purchase, storedOrder, ticketsOfOrder } from "../../support/purchases";

// Tickets for people (docs/tickets-for-people.md): a link per ticket, passing a ticket on, holders.

type StoredTicket = {
  _id: mongoose.Types.ObjectId;
  checkInCode: string;
  linkNonce?: string;
  status: string;
  order: mongoose.Types.ObjectId;
  holderName?: string;
  holderPhone?: string;
};

/** The ticket's own link key, as the server makes it (HMAC under AUTH_SECRET of its id and nonce). */
const linkKey = (ticket: StoredTicket) =>
  createHmac("sha256", TEST_AUTH_SECRET)
    .update(`one-ticket\n${String(ticket._id)}\n${ticket.linkNonce ?? ""}`)
    .digest("base64url");

const tickets = async () => (await database()).collection<StoredTicket>("tickets");
const nextOf = async (old: StoredTicket) => (await tickets()).findOne({ transferredFrom: old._id });
const checkIn = (eventId: string, token: string, code: string) =>
  api(`/api/v1/check-in/${eventId}`, { method: "POST", token, json: { checkInCode: code } });
const transfer = (ticketId: string, body: Record<string, unknown>, token?: string) =>
  api(`/api/v1/tickets/${ticketId}/transfer`, { method: "POST", json: body, ...(token ? { token } : {}) });

let organiser: { token: string; userId: string };
let eventId: string;

/** A buyer's free order of `count`: the buyer, the order's public id and its tickets as stored. */
async function bought(count: number, extra: Record<string, unknown> = {}, forEvent = eventId) {
  const buyer = await verifiedUser();
  const answer = await purchase(buyer.token, forEvent, count, { fullName: "Tunde Bakare", email: buyer.email, ...extra });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const orderId = answer.body.data[0]._id as string;
  const stored = (await ticketsOfOrder(orderId)) as unknown as StoredTicket[];
  expect(stored).toHaveLength(count);
  return { buyer, orderId, stored };
}

beforeAll(async () => {
  ({ organiser, eventId } = await eventFor({
    ticketPrice: "0",
    ticketQuantity: "200",
    totalSeatNumber: "0",
    totalTableNumber: "0",
    ticketPurchaseLimit: "6",
  }));
}, 60_000);

describe("passing a ticket on", () => {
  it("kills the old code online at once, the new one admits, its own link opens for the friend, and the seat is counted once", async () => {
    const { buyer, stored } = await bought(3);
    const [old] = stored as [StoredTicket];
    expect((await api(`/api/v1/tickets/${String(old._id)}?k=${linkKey(old)}`)).status).toBe(200);
    const counted = await eventCounters(eventId);
    const friend = uniqueEmail("friend");

    const done = await transfer(String(old._id), { name: "Amaka Obi", email: friend }, buyer.token);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.data).toMatchObject({ from: String(old._id), issueNumber: 2, toMasked: expect.stringContaining("Amaka O.") });
    expect(done.body.data).not.toHaveProperty("link");

    const refused = await checkIn(eventId, organiser.token, old.checkInCode);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Transferred/);
    // The old link died with it.
    expect((await api(`/api/v1/tickets/${String(old._id)}?k=${linkKey(old)}`)).status).toBe(404);

    const next = (await nextOf(old))!;
    expect(next).toMatchObject({ status: "valid", issueNumber: 2, seatIndex: 0, holderName: "Amaka Obi" });
    expect(next.checkInCode).not.toBe(old.checkInCode);
    const admitted = await checkIn(eventId, organiser.token, next.checkInCode);
    expect(admitted.status, JSON.stringify(admitted.body)).toBe(200);
    expect(admitted.body.message).toContain("Amaka Obi");

    const { link } = await mailLink(friend, "Your ticket for");
    expect(link).toBe(`${baseUrl()}/tickets/${String(next._id)}?k=${linkKey(next as StoredTicket)}`);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Amaka Obi");

    // The buyer is told the old QR code is dead.
    const notice = await waitForMail(testStack().inboxDir, { to: buyer.email.toLowerCase(), subject: "was passed on" });
    expect(notice.text).toContain("no longer admit anyone");

    expect(await eventCounters(eventId)).toEqual(counted);
    const log = await api(`/api/v1/team/audit?kind=tickets`, { token: organiser.token });
    expect(JSON.stringify(log.body)).toContain(`Ticket ${old.checkInCode} passed to Amaka O.`);
  });

  it("admits exactly one outcome when a transfer races a check-in of the same ticket", async () => {
    const { buyer, stored } = await bought(6);
    const outcomes = await Promise.all(
      stored.map(async (ticket) => {
        const [moved, scanned] = await Promise.all([
          transfer(String(ticket._id), { name: "Chidi Okafor", phone: `080${randomInt(10_000_000, 99_999_999)}` }, buyer.token),
          checkIn(eventId, organiser.token, ticket.checkInCode),
        ]);
        const now = (await (await tickets()).findOne({ _id: ticket._id }))!;
        const issued = await (await tickets()).countDocuments({ transferredFrom: ticket._id });
        return { moved: moved.status, scanned: scanned.status, status: now.status, issued };
      }),
    );
    for (const outcome of outcomes) {
      if (outcome.moved === 201) expect(outcome).toEqual({ moved: 201, scanned: 409, status: "transferred", issued: 1 });
      else expect(outcome).toEqual({ moved: 409, scanned: 200, status: "checked_in", issued: 0 });
    }
  });

  it("makes one new ticket when the same ticket is passed on twice at once", async () => {
    const { buyer, stored } = await bought(2);
    const [ticket] = stored as [StoredTicket];
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => transfer(String(ticket._id), { name: `Friend ${index}`, email: uniqueEmail("twice") }, buyer.token)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await (await tickets()).countDocuments({ transferredFrom: ticket._id })).toBe(1);
  });

  it("finishes a transfer that a crash cut short after the old ticket died, on the next attempt", async () => {
    const { buyer, stored } = await bought(1);
    const [ticket] = stored as [StoredTicket];
    // As a process leaves it when it dies between the two writes: the old ticket dead, no new one.
    await (
      await tickets()
    ).updateOne(
      { _id: ticket._id },
      { $set: { status: "transferred", transferredAt: new Date(), transferRecipient: { name: "Zainab Musa", phone: "8037778888" } } },
    );
    const again = await transfer(String(ticket._id), { name: "Someone Else", email: uniqueEmail("late") }, buyer.token);
    expect(again.status).toBe(409);
    const next = (await nextOf(ticket))!;
    expect(next).toMatchObject({ status: "valid", holderName: "Zainab Musa", holderPhone: "8037778888", issueNumber: 2 });
    expect((await (await tickets()).findOne({ _id: ticket._id }))!).toMatchObject({ transferredTo: next._id });
  });

  it("lets the holder pass it on through the ticket's link and the buyer through the order's link", async () => {
    const { orderId, stored } = await bought(2);
    const [first, second] = stored as [StoredTicket, StoredTicket];
    const byLink = await transfer(String(first._id), { name: "Bisi Ade", phone: "0803 123 4567", k: linkKey(first) });
    expect(byLink.status, JSON.stringify(byLink.body)).toBe(201);
    const passedOn = (await nextOf(first))!;
    expect(passedOn.holderPhone).toBe("8031234567");
    // Reached only by phone: their ticket's link goes by SMS and WhatsApp, once each.
    const deliveries = await eventually(
      async () =>
        (await database())
          .collection("messagedeliveries")
          .find({ kind: "ticket", once: { $regex: String(passedOn._id) } })
          .toArray(),
      (found) => found.length === 2,
    );
    expect(deliveries.map((delivery) => delivery.channel).sort()).toEqual(["sms", "whatsapp"]);
    for (const delivery of deliveries) {
      expect(delivery).toMatchObject({ to: "+2348031234567" });
      expect(delivery.text).toContain(`/tickets/${String(passedOn._id)}?k=`);
    }

    const order = await storedOrder(orderId);
    const orderKey = createHmac("sha256", TEST_AUTH_SECRET)
      .update(`order-tickets\n${order!.publicId as string}`)
      .digest("base64url");
    const byOrder = await transfer(String(second._id), { name: "Efe Okon", email: uniqueEmail("efe"), orderId: order!.publicId, orderKey });
    expect(byOrder.status, JSON.stringify(byOrder.body)).toBe(201);
  });
});

describe("who may reach a ticket", () => {
  it("keeps another buyer, a forged key and another organiser away", async () => {
    const { stored } = await bought(1);
    const [ticket] = stored as [StoredTicket];
    const stranger = await verifiedUser();
    expect((await transfer(String(ticket._id), { name: "Thief Person", email: uniqueEmail("thief") }, stranger.token)).status).toBe(404);
    expect((await transfer(String(ticket._id), { name: "Thief Person", email: uniqueEmail("thief") })).status).toBe(404);
    const forged = linkKey({ ...ticket, linkNonce: "another" });
    expect((await transfer(String(ticket._id), { name: "Thief Person", email: uniqueEmail("thief"), k: forged })).status).toBe(404);
    expect((await api(`/api/v1/tickets/${String(ticket._id)}?k=${forged}`)).status).toBe(404);

    const other = await eventFor({ ticketPrice: "0" });
    const rename = await api(`/api/v1/events/${eventId}/attendees/${String(ticket._id)}/holder`, {
      method: "PUT",
      token: other.organiser.token,
      json: { name: "Not Mine" },
    });
    expect(rename.status).toBe(403);
    // Their own event's id does not reach a ticket of this one either.
    const across = await api(`/api/v1/events/${other.eventId}/attendees/${String(ticket._id)}/reassign`, {
      method: "POST",
      token: other.organiser.token,
      json: { name: "Not Mine", email: uniqueEmail("x") },
    });
    expect(across.status).toBe(404);
    expect((await (await tickets()).findOne({ _id: ticket._id }))!.status).toBe("valid");
  });

  it("answers bad input with a 4xx and writes nothing", async () => {
    const { buyer, stored } = await bought(1);
    const id = String(stored[0]!._id);
    expect((await transfer(id, { name: "No Reach" }, buyer.token)).status).toBe(422);
    expect((await transfer(id, { name: "Bad Phone", phone: "12345" }, buyer.token)).status).toBe(422);
    expect((await transfer(id, { name: "Bad Mail", email: "not-an-address" }, buyer.token)).status).toBe(422);
    expect((await transfer(id, { name: "", email: uniqueEmail() }, buyer.token)).status).toBe(422);
    expect((await transfer("not-an-id", { name: "Ada Obi", email: uniqueEmail() }, buyer.token)).status).toBe(400);
    expect((await api(`/api/v1/tickets/${id}?k=short`)).status).toBe(422);
    const setting = new FormData();
    setting.set("ticketHolders", "everyone");
    expect((await api(`/api/v1/events/${eventId}`, { method: "PATCH", token: organiser.token, body: setting })).status).toBe(422);
    expect((await (await tickets()).findOne({ _id: stored[0]!._id }))!.status).toBe("valid");
  });

  it("refuses transfers the organiser closed", async () => {
    const closed = await eventFor({ ticketPrice: "0", transfersAllowed: "no" });
    const { buyer, stored } = await bought(1, {}, closed.eventId);
    const answer = await transfer(String(stored[0]!._id), { name: "Ada Obi", email: uniqueEmail() }, buyer.token);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/does not allow/);

    // The organiser opens transfers, closing them an hour ago (Lagos wall-clock time): still refused, for the other reason.
    // Lagos is UTC+1 all year: the wall-clock time an hour ago there reads as UTC's time now.
    const now = new Date();
    const hourAgo = now.toISOString().slice(0, 16);
    const settings = new FormData();
    settings.set("transfersAllowed", "yes");
    settings.set("transfersUntil", hourAgo);
    const edited = await api(`/api/v1/events/${closed.eventId}`, { method: "PATCH", token: closed.organiser.token, body: settings });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      transfersAllowed: true,
      transfersUntil: `${new Date(now.getTime() - 3_600_000).toISOString().slice(0, 16)}:00.000Z`,
    });
    const late = await transfer(String(stored[0]!._id), { name: "Ada Obi", email: uniqueEmail() }, buyer.token);
    expect(late.status).toBe(422);
    expect(late.body.message).toMatch(/no longer be passed on/);
  });
});

describe("holders", () => {
  it("are asked at purchase, checked, and shown in the gate list and the CSV; the organiser renames and reassigns", async () => {
    const named = await eventFor({
      ticketPrice: "0",
      ticketHolders: "name_and_phone",
      holdersAskedAt: "purchase",
      totalSeatNumber: "0",
      totalTableNumber: "0",
    });
    const buyer = await verifiedUser();
    const buy = (holders: unknown) => purchase(buyer.token, named.eventId, 2, { fullName: "Tunde Bakare", email: buyer.email, holders });
    expect((await buy([{ name: "Only One", phone: "08031112222" }])).status).toBe(422);
    expect((await buy([{ name: "Ife Ola" }, { name: "Uche Eze", phone: "08031112222" }])).status).toBe(422);
    expect(
      (
        await buy([
          { name: "Ife Ola", phone: "0803 111 2222" },
          { name: "Uche Eze", phone: "+2348031113333" },
        ])
      ).status,
    ).toBe(201);

    const list = await api(`/api/v1/events/${named.eventId}/gate/list`, { token: named.organiser.token });
    expect(list.body.data.tickets.map((ticket: { name: string }) => ticket.name).sort()).toEqual(["Ife Ola", "Uche Eze"]);
    const csv = await fetch(`${baseUrl()}/api/v1/events/${named.eventId}/attendees/export`, {
      headers: { authorization: `Bearer ${named.organiser.token}` },
    });
    const text = await csv.text();
    expect(text).toContain("Ife Ola");
    expect(text).toContain("Uche Eze");

    const [ife] = (await (
      await tickets()
    )
      .find({ event: new mongoose.Types.ObjectId(named.eventId), holderName: "Ife Ola" })
      .toArray()) as StoredTicket[];
    const renamed = await api(`/api/v1/events/${named.eventId}/attendees/${String(ife!._id)}/holder`, {
      method: "PUT",
      token: named.organiser.token,
      json: { name: "Ifeoma Ola", phone: "08031112222" },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const reassigned = await api(`/api/v1/events/${named.eventId}/attendees/${String(ife!._id)}/reassign`, {
      method: "POST",
      token: named.organiser.token,
      json: { name: "Kunle Ade", phone: "08035556666" },
    });
    expect(reassigned.status, JSON.stringify(reassigned.body)).toBe(201);
    const names = (await api(`/api/v1/events/${named.eventId}/gate/list`, { token: named.organiser.token })).body.data.tickets.map(
      (ticket: { name: string; status: string }) => `${ticket.name}:${ticket.status}`,
    );
    expect(names.sort()).toEqual(["Ifeoma Ola:revoked", "Kunle Ade:valid", "Uche Eze:valid"]);
    const log = JSON.stringify((await api(`/api/v1/team/audit?kind=tickets`, { token: named.organiser.token })).body);
    expect(log).toContain("renamed to Ifeoma Ola");
    expect(log).toContain("reassigned to Kunle A.");
  });

  it("are named later through each ticket's link", async () => {
    const later = await eventFor({ ticketPrice: "0", ticketHolders: "name", holdersAskedAt: "later" });
    const { stored } = await bought(1, {}, later.eventId);
    const ticket = stored[0]!;
    const view = await api(`/api/v1/tickets/${String(ticket._id)}?k=${linkKey(ticket)}`);
    expect(view.body.data).toMatchObject({ canNameHolder: true, settings: { ticketHolders: "name", holdersAskedAt: "later" } });
    const named = await api(`/api/v1/tickets/${String(ticket._id)}/holder`, { method: "PUT", json: { name: "Sade Bello", k: linkKey(ticket) } });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const list = await api(`/api/v1/events/${later.eventId}/gate/list`, { token: later.organiser.token });
    expect(list.body.data.tickets[0].name).toBe("Sade Bello");
  });
});

describe("a transfer a crash cut short", () => {
  let sweepInterruptedTransfers: typeof import("@/lib/domain/tickets/transfer/transfer-ticket").sweepInterruptedTransfers;
  // The sweep runs here, in this process, whose mail is kept in an outbox of its own.
  let outbox: string;
  beforeAll(async () => {
    runDomainOnLane();
    outbox = await mkdtemp(path.join(os.tmpdir(), "scheditix-transfer-sweep-"));
    process.env.MAIL_DIR = outbox;
    ({ sweepInterruptedTransfers } = await import("@/lib/domain/tickets/transfer/transfer-ticket"));
  });

  it("is finished by the sweep even when nobody tries again, once however many sweeps run, and the friend is told", async () => {
    const { stored } = await bought(1);
    const [ticket] = stored as [StoredTicket];
    const friend = uniqueEmail("swept").toLowerCase();
    const diedAt = new Date(Date.now() - 60_000);
    // As a process leaves it when it dies between the two writes: the old ticket dead, no new one.
    await (
      await tickets()
    ).updateOne(
      { _id: ticket._id },
      { $set: { status: "transferred", transferredAt: diedAt, transferDue: "due", transferRecipient: { name: "Kemi Adeyemi", email: friend } } },
    );
    const finished = await Promise.all([sweepInterruptedTransfers(), sweepInterruptedTransfers(), sweepInterruptedTransfers()]);
    // One of these sweeps finishes it, or the server's own sweep did a moment before: once either way.
    const here = finished.reduce((sum, count) => sum + count, 0);
    expect(here).toBeLessThanOrEqual(1);
    const next = (await eventually(
      () => nextOf(ticket),
      (found) => found !== null,
    ))!;
    expect(await (await tickets()).countDocuments({ transferredFrom: ticket._id })).toBe(1);
    expect(next).toMatchObject({ status: "valid", holderName: "Kemi Adeyemi", issueNumber: 2 });
    const old = await eventually(
      async () => (await (await tickets()).findOne({ _id: ticket._id }))!,
      (found) => !("transferDue" in found),
    );
    expect(old).toMatchObject({ transferredTo: next._id });
    expect(old).not.toHaveProperty("transferDue");
    // The friend is told as the transfer would have told them (by whichever process finished it).
    if (here === 1) {
      const kept = await Promise.all((await readdir(outbox)).map(async (name) => JSON.parse(await readFile(path.join(outbox, name), "utf8"))));
      expect(kept.filter((mail) => mail.to === friend && String(mail.subject).startsWith("Your ticket for"))).toHaveLength(1);
    } else {
      await waitForMail(testStack().inboxDir, { to: friend, subject: "Your ticket for", since: diedAt });
    }
    expect(await sweepInterruptedTransfers()).toBe(0);
  });
});

describe("reminders after a transfer", () => {
  let queueReminder: typeof import("@/lib/domain/messages/reminders/sweep-reminders").queueReminder;
  beforeAll(async () => {
    runDomainOnLane();
    ({ queueReminder } = await import("@/lib/domain/messages/reminders/sweep-reminders"));
  });

  it("reach the friend with their ticket's own link and the buyer with the order's, never the order's to the friend", async () => {
    const own = await eventFor({ ticketPrice: "0", ticketQuantity: "20", totalSeatNumber: "0", totalTableNumber: "0", ticketPurchaseLimit: "6" });
    const { buyer, stored } = await bought(2, {}, own.eventId);
    const [passed] = stored as [StoredTicket, StoredTicket];
    const friend = uniqueEmail("reminded").toLowerCase();
    expect((await transfer(String(passed._id), { name: "Amaka Obi", email: friend, phone: "0805 111 2222" }, buyer.token)).status).toBe(201);
    const next = (await nextOf(passed))!;

    const event = (await (await database()).collection("events").findOne({ _id: new mongoose.Types.ObjectId(own.eventId) }))!;
    await queueReminder(
      { _id: event._id, organizer: event.organizer, eventTitle: event.eventTitle, eventLocation: event.eventLocation, startsAt: event.startsAt },
      "24h",
      24,
    );
    const reminders = await (await database()).collection("messagedeliveries").find({ event: event._id, kind: "reminder" }).toArray();
    const toFriend = reminders.filter((delivery) => delivery.to === friend || delivery.to === "+2348051112222");
    const toBuyer = reminders.filter((delivery) => delivery.to === buyer.email.toLowerCase());
    expect(toFriend.map((delivery) => delivery.channel).sort()).toEqual(["email", "sms", "whatsapp"]);
    for (const delivery of toFriend) {
      expect(delivery.text).toContain(`/tickets/${String(next._id)}?k=`);
      expect(delivery.text).not.toContain("/orders/");
    }
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.text).toContain("/orders/");
  });
});

describe("an offline scanner's list", () => {
  let transferTicket: typeof import("@/lib/domain/tickets/transfer/transfer-ticket").transferTicket;
  beforeAll(async () => {
    runDomainOnLane();
    ({ transferTicket } = await import("@/lib/domain/tickets/transfer/transfer-ticket"));
  });

  it("gets 1,000 transfers' old codes as revocations in one sync", async () => {
    const bulk = await eventFor({ ticketPrice: "0", ticketQuantity: "2000", totalSeatNumber: "0", totalTableNumber: "0" });
    const event = new mongoose.Types.ObjectId(bulk.eventId);
    const order = new mongoose.Types.ObjectId();
    const owner = new mongoose.Types.ObjectId(bulk.organiser.userId);
    const longAgo = new Date(Date.now() - 3_600_000);
    const seeded = Array.from({ length: 1000 }, (_, seatIndex) => ({
      _id: new mongoose.Types.ObjectId(),
      event,
      order,
      owner,
      seatIndex,
      issueNumber: 1,
      // "BULK" and the seat's four digits spelt in letters: unique, and no 0/O or 1/I as real codes.
      checkInCode: `BULK${String(seatIndex)
        .padStart(4, "0")
        .replace(/\d/g, (digit) => "ABCDEFGHJK"[Number(digit)]!)}`,
      ticketTypeName: "Regular",
      parking: false,
      status: "valid",
      linkNonce: `n${seatIndex}`,
      createdAt: longAgo,
      updatedAt: longAgo,
    }));
    expect(new Set(seeded.map((ticket) => ticket.checkInCode)).size).toBe(1000);
    await (await database()).collection("tickets").insertMany(seeded);
    const before = (await api(`/api/v1/events/${bulk.eventId}/gate/list`, { token: bulk.organiser.token })).body.data;
    expect(before.tickets).toHaveLength(1000);

    const queue = [...seeded];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let ticket = queue.shift(); ticket; ticket = queue.shift()) {
          await transferTicket(ticket as never, { name: "New Holder", phone: "8030000000" }, { kind: "organiser", label: "test" });
        }
      }),
    );

    const changes = (await api(`/api/v1/events/${bulk.eventId}/gate/list?since=${before.version}`, { token: bulk.organiser.token })).body.data;
    const status = new Map(changes.tickets.map((ticket: { key: string; status: string }) => [ticket.key, ticket.status]));
    expect(seeded.filter((ticket) => status.get(codeKey(before.listKey, ticket.checkInCode)) === "revoked")).toHaveLength(1000);
    expect(changes.tickets.filter((ticket: { status: string }) => ticket.status === "valid")).toHaveLength(1000);
  }, 600_000);
});
