import { createHmac } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { createdEventId } from "../../support/events";
import { api } from "../../support/http";
import { eventFor, purchase, storedOrder } from "../../support/purchases";
import { runDomainOnLane } from "../../support/in-process";
import { lagosClock, lagosDate } from "@/lib/platform/time/lagos";

const oid = (id: string) => new mongoose.Types.ObjectId(id);
const deliveries = async (filter: Record<string, unknown>) => (await database()).collection("messagedeliveries").find(filter).toArray();

/** A free event with `holders` buyers, each with an e-mail and a phone of their own (the first holds two tickets). */
async function eventWithHolders(holders: number, overrides: Record<string, string> = {}) {
  const { organiser, eventId } = await eventFor({ ticketPrice: "0", ...overrides });
  const bought = [];
  for (let index = 0; index < holders; index += 1) {
    const buyer = await verifiedUser();
    const answer = await purchase(buyer.token, eventId, index === 0 ? 2 : 1, { fullName: `Holder ${index + 1}`, email: buyer.email });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const order = await storedOrder(answer.body.data[0]._id as string);
    const phone = `080${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const tickets = await (await database()).collection("tickets").find({ order: order?._id }).toArray();
    expect(tickets).toHaveLength(index === 0 ? 2 : 1);
    await (await database()).collection("attendees").updateMany({ ticket: { $in: tickets.map((ticket) => ticket._id) } }, { $set: { phone } });
    bought.push({ email: buyer.email.toLowerCase(), phone: `+234${phone.slice(1)}`, publicId: String(order?.publicId) });
  }
  return { organiser, eventId, holders: bought };
}

const send = (token: string, eventId: string, body: Record<string, unknown>) =>
  api(`/api/v1/events/${eventId}/messages`, {
    method: "POST",
    token,
    json: { segment: { kind: "all_holders" }, channels: ["email"], subject: "Doors open at 6", body: "Bring your ticket on your phone.", ...body },
  });

let sweepDeliveries: typeof import("@/lib/domain/messages/sender/sweep-deliveries").sweepDeliveries;
let sweepReminders: typeof import("@/lib/domain/messages/reminders/sweep-reminders").sweepReminders;
let sweepScheduledMessages: typeof import("@/lib/domain/messages/dispatch-message").sweepScheduledMessages;

/** A stand-in for Termii that is down: every request is a 503, counted. */
let termiiDown: Server;
const termiiRequests: string[] = [];
/** Requests the failing Termii got for one number. */
const requestsTo = (phone: string) => termiiRequests.filter((to) => to === phone.replace(/^\+/, "")).length;

beforeAll(async () => {
  runDomainOnLane();
  termiiDown = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    request.on("end", () => {
      termiiRequests.push(String((JSON.parse(raw || "{}") as { to?: unknown }).to));
      response.writeHead(503, { "content-type": "application/json" }).end(JSON.stringify({ message: "Service unavailable" }));
    });
  });
  await new Promise<void>((resolve) => termiiDown.listen(0, "127.0.0.1", resolve));
  // This file's own copy of the domain sends SMS to the failing Termii and gives up after three tries.
  process.env.TERMII_API_KEY = "termii-test-key";
  process.env.TERMII_BASE_URL = `http://127.0.0.1:${(termiiDown.address() as AddressInfo).port}`;
  process.env.MESSAGE_MAX_ATTEMPTS = "3";
  process.env.WHATSAPP_APP_SECRET = "whatsapp-app-secret";
  process.env.TERMII_WEBHOOK_SECRET = "termii-webhook-secret-0123";
  // What this copy keeps instead of sending stays out of the working tree.
  const outboxes = await mkdtemp(path.join(os.tmpdir(), "scheditix-messages-"));
  for (const [key, folder] of [
    ["MAIL_DIR", "mail"],
    ["SMS_DIR", "sms"],
    ["WHATSAPP_DIR", "whatsapp"],
  ])
    process.env[key as string] = path.join(outboxes, folder as string);
  ({ sweepDeliveries } = await import("@/lib/domain/messages/sender/sweep-deliveries"));
  ({ sweepReminders } = await import("@/lib/domain/messages/reminders/sweep-reminders"));
  ({ sweepScheduledMessages } = await import("@/lib/domain/messages/dispatch-message"));
});

afterAll(() => new Promise<void>((resolve) => termiiDown.close(() => resolve())));

describe("an organiser's message to all holders", () => {
  it("reaches every holder once per channel, and the delivery counts follow", async () => {
    const { organiser, eventId, holders } = await eventWithHolders(3);
    const sent = await send(organiser.token, eventId, { channels: ["email", "sms", "whatsapp"] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    // The first holder has two tickets and is still one person.
    expect(sent.body.data).toMatchObject({ status: "sent", recipients: 3, deliveries: 9 });
    const queued = await deliveries({ message: oid(sent.body.data._id) });
    expect(new Set(queued.map((delivery) => `${delivery.channel}:${delivery.to}`)).size).toBe(9);
    for (const holder of holders) {
      expect(queued.filter((delivery) => delivery.to === holder.email.toLowerCase())).toHaveLength(1);
      expect(
        queued
          .filter((delivery) => delivery.to === holder.phone)
          .map((delivery) => delivery.channel)
          .sort(),
      ).toEqual(["sms", "whatsapp"]);
    }
    // Every message carries its opt-out link.
    for (const delivery of queued) expect(String(delivery.text)).toContain("/messages/opt-out/");

    // The server sends them at once (SMS and WhatsApp into its TEST MODE outboxes, e-mail over SMTP).
    await vi.waitFor(
      async () => {
        const listed = await api(`/api/v1/events/${eventId}/messages`, { token: organiser.token });
        expect(listed.status).toBe(200);
        expect(listed.body.data.messages[0].counts).toMatchObject({ queued: 0, sending: 0, sent: 9 });
      },
      { timeout: 20_000, interval: 250 },
    );
  });

  it("is refused to another organiser, who cannot read the event's messages either", async () => {
    const { eventId } = await eventWithHolders(1);
    const stranger = await verifiedUser();
    expect((await send(stranger.token, eventId, {})).status).toBe(403);
    expect((await api(`/api/v1/events/${eventId}/messages`, { token: stranger.token })).status).toBe(403);
    expect(await deliveries({ event: oid(eventId), kind: "organiser" })).toHaveLength(0);
    expect((await send("", eventId, {})).status).toBe(401);
  });

  it("answers bad input with a 4xx and writes nothing", async () => {
    const { organiser, eventId } = await eventWithHolders(1);
    const cases: [Record<string, unknown>, number][] = [
      [{ channels: [] }, 422],
      [{ channels: ["fax"] }, 422],
      [{ segment: { kind: "everyone_ever" } }, 422],
      [{ segment: { kind: "ticket_type", ticketTypeId: new mongoose.Types.ObjectId().toString() } }, 422],
      [{ segment: { kind: "order", orderId: "not-an-order" } }, 422],
      [{ subject: "" }, 422],
      [{ body: "x".repeat(601) }, 422],
      [{ body: "Hello\u0000there" }, 422],
      [{ sendAt: "yesterday-ish" }, 422],
      [{ sendAt: `${lagosDate(new Date(Date.now() - 86_400_000))}T10:00` }, 422],
    ];
    for (const [body, status] of cases) {
      const answer = await send(organiser.token, eventId, body);
      expect(answer.status, JSON.stringify({ body, answer: answer.body })).toBe(status);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await api(`/api/v1/events/not-an-id/messages`, { method: "POST", token: organiser.token, json: {} })).status).toBe(400);
    expect(await (await database()).collection("messages").countDocuments({ event: oid(eventId) })).toBe(0);
  });

  it("reaches one order's holder only", async () => {
    const { organiser, eventId, holders } = await eventWithHolders(2);
    const sent = await send(organiser.token, eventId, { segment: { kind: "order", orderId: holders[1]?.publicId } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const queued = await deliveries({ message: oid(sent.body.data._id) });
    expect(queued.map((delivery) => delivery.to)).toEqual([holders[1]?.email.toLowerCase()]);
  });
});

describe("opting out", () => {
  it("stops the organiser's messages and reminders to that person on every channel, through a signed no-login link", async () => {
    const { organiser, eventId, holders } = await eventWithHolders(2);
    const first = await send(organiser.token, eventId, { channels: ["email", "sms"] });
    const [leaving, staying] = holders;
    const mail = (await deliveries({ message: oid(first.body.data._id), to: leaving?.email.toLowerCase() }))[0];
    const token = /\/messages\/opt-out\/([A-Za-z0-9_.-]+)/.exec(String(mail?.text))?.[1] as string;
    expect(token).toBeDefined();

    // A forged or cut token does nothing.
    expect((await api("/api/v1/messages/opt-out", { method: "POST", json: { token: `${token.slice(0, -2)}xx` } })).status).toBe(400);
    expect((await api("/api/v1/messages/opt-out", { method: "POST", json: {} })).status).toBe(422);
    const page = await fetch(`${new URL(String(mail?.text).match(/https?:\/\/[^\s]+\/messages\/opt-out\/[^\s]+/)?.[0] as string)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Stop these messages");

    expect((await api("/api/v1/messages/opt-out", { method: "POST", json: { token } })).status).toBe(200);
    // Twice is fine.
    expect((await api("/api/v1/messages/opt-out", { method: "POST", json: { token } })).status).toBe(200);

    const second = await send(organiser.token, eventId, { channels: ["email", "sms", "whatsapp"], subject: "Parking update" });
    expect(second.body.data).toMatchObject({ recipients: 1, deliveries: 3 });
    const reached = await deliveries({ message: oid(second.body.data._id) });
    expect(new Set(reached.map((delivery) => delivery.to))).toEqual(new Set([staying?.email.toLowerCase(), staying?.phone]));
  });
});

describe("limits", () => {
  it("refuses a Basic organiser's sixth message of the day with a 429", async () => {
    const organiser = await verifiedUser();
    const eventId = await createdEventId(organiser.token, { ticketPrice: "0" });
    for (let index = 0; index < 5; index += 1) expect((await send(organiser.token, eventId, {})).status).toBe(201);
    const refused = await send(organiser.token, eventId, {});
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Basic plan sends 5 messages a day/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses SMS past the plan's daily allowance with a 422 and does not count the message", async () => {
    const { organiser, eventId } = await eventWithHolders(3);
    const organiserId = organiser.userId;
    const day = Math.floor(Date.now() / 86_400_000);
    // Premium sends 50,000 SMS/WhatsApp a day; this organiser has used all but 5.
    await (
      await database()
    )
      .collection("ratelimits")
      .updateOne(
        { key: `message-paid-deliveries:${organiserId}:${day}` },
        { $set: { count: 49_995, expiresAt: new Date((day + 1) * 86_400_000) } },
        { upsert: true },
      );
    const refused = await send(organiser.token, eventId, { channels: ["sms", "whatsapp"] });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.message).toMatch(/needs 6 SMS\/WhatsApp messages/);
    expect(await (await database()).collection("messages").countDocuments({ event: oid(eventId) })).toBe(0);
    // E-mail still goes, and five SMS fit.
    expect((await send(organiser.token, eventId, { channels: ["email"] })).status).toBe(201);
    const smsOnly = await send(organiser.token, eventId, { channels: ["sms"] });
    expect(smsOnly.status).toBe(201);
  });
});

describe("a scheduled message", () => {
  it("waits for its time (Lagos) and then goes out once", async () => {
    const { organiser, eventId } = await eventWithHolders(2);
    const at = new Date(Date.now() + 3 * 60 * 60_000);
    const sendAt = `${lagosDate(at)}T${lagosClock(at)}`;
    const scheduled = await send(organiser.token, eventId, { sendAt, channels: ["email", "whatsapp"] });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    expect(scheduled.body.data).toMatchObject({ status: "scheduled", recipients: 0 });
    const messageId = oid(scheduled.body.data._id);

    await sweepScheduledMessages(new Date(at.getTime() - 2 * 60_000));
    expect(await deliveries({ message: messageId })).toHaveLength(0);

    // Several sweeps at its time, at once: one resolves it.
    const later = new Date(at.getTime() + 60_000);
    await Promise.all([sweepScheduledMessages(later), sweepScheduledMessages(later), sweepScheduledMessages(later)]);
    expect(await deliveries({ message: messageId })).toHaveLength(4);
    const stored = await (await database()).collection("messages").findOne({ _id: messageId });
    expect(stored).toMatchObject({ status: "sent", recipients: 2, deliveries: 4 });
    expect(stored?.due).toBeUndefined();
  });
});

describe("the sender", () => {
  it("retries a failing SMS with growing waits, then marks it failed after the last try", async () => {
    const { organiser, eventId } = await eventFor({ ticketPrice: "0" });
    // Due a month from now, so only this test's sweeps (not the server's) see it.
    const start = new Date(Date.now() + 30 * 86_400_000);
    const inserted = await (await database()).collection("messagedeliveries").insertOne({
      event: oid(eventId),
      organiser: oid(organiser.userId),
      kind: "offer",
      channel: "sms",
      to: "+2348031230000",
      subject: "Seats for you",
      text: "Two seats are held for you for 30 minutes.",
      status: "queued",
      attempts: 0,
      nextAttemptAt: start,
      once: `retry-test:${eventId}`,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const stored = () => database().then((db) => db.collection("messagedeliveries").findOne({ _id: inserted.insertedId }));

    await sweepDeliveries(start);
    expect(await stored()).toMatchObject({ status: "queued", attempts: 1, lastError: expect.stringContaining("503") });
    expect((await stored())?.nextAttemptAt).toEqual(new Date(start.getTime() + 60_000));

    // Not yet due: nothing happens.
    await sweepDeliveries(new Date(start.getTime() + 30_000));
    expect(await stored()).toMatchObject({ attempts: 1 });

    await sweepDeliveries(new Date(start.getTime() + 61_000));
    expect(await stored()).toMatchObject({ status: "queued", attempts: 2 });
    expect((await stored())?.nextAttemptAt).toEqual(new Date(start.getTime() + 61_000 + 2 * 60_000));

    await sweepDeliveries(new Date(start.getTime() + 61_000 + 2 * 60_000));
    expect(await stored()).toMatchObject({ status: "failed", attempts: 3, lastError: expect.stringContaining("Service unavailable") });
    expect(requestsTo("+2348031230000")).toBe(3);

    // Failed is final.
    await sweepDeliveries(new Date(start.getTime() + 86_400_000));
    expect(requestsTo("+2348031230000")).toBe(3);
  });

  it("sends a delivery once when several senders sweep at the same time", async () => {
    const { organiser, eventId } = await eventFor({ ticketPrice: "0" });
    const start = new Date(Date.now() + 31 * 86_400_000);
    const inserted = await (await database()).collection("messagedeliveries").insertOne({
      event: oid(eventId),
      organiser: oid(organiser.userId),
      kind: "offer",
      channel: "sms",
      to: "+2348031230001",
      subject: "Seats for you",
      text: "Held for you.",
      status: "queued",
      attempts: 0,
      nextAttemptAt: start,
      once: `race-test:${eventId}`,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await Promise.all(Array.from({ length: 6 }, () => sweepDeliveries(start)));
    expect(requestsTo("+2348031230001")).toBe(1);
    const stored = await (await database()).collection("messagedeliveries").findOne({ _id: inserted.insertedId });
    expect(stored).toMatchObject({ attempts: 1 });
  });
});

describe("provider reports", () => {
  const postReport = async (route: "whatsapp" | "termii", raw: string, headers: Record<string, string> = {}, query = "") => {
    const { POST } = route === "whatsapp" ? await import("@/app/api/v1/webhooks/whatsapp/route") : await import("@/app/api/v1/webhooks/termii/route");
    const request = new Request(`http://localhost/api/v1/webhooks/${route}${query}`, {
      method: "POST",
      body: raw,
      headers: { "content-type": "application/json", ...headers },
    });
    return (POST as (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>)(request, {
      params: Promise.resolve({}),
    });
  };

  async function sentDelivery(channel: "sms" | "whatsapp", providerId: string) {
    const { organiser, eventId } = await eventFor({ ticketPrice: "0" });
    await (await database()).collection("messagedeliveries").insertOne({
      event: oid(eventId),
      organiser: oid(organiser.userId),
      kind: "reminder",
      channel,
      to: "+2348031230002",
      subject: "Reminder",
      text: "Soon.",
      status: "sent",
      attempts: 1,
      providerId,
      nextAttemptAt: new Date(),
      once: `report-test:${providerId}`,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    return () => database().then((db) => db.collection("messagedeliveries").findOne({ providerId }));
  }

  it("marks a WhatsApp message delivered from a signed status callback, and refuses an unsigned one", async () => {
    const providerId = `wamid.${new mongoose.Types.ObjectId().toString()}`;
    const stored = await sentDelivery("whatsapp", providerId);
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [{ changes: [{ field: "messages", value: { statuses: [{ id: providerId, status: "delivered" }] } }] }],
    });
    const forged = await postReport("whatsapp", body, {
      "x-hub-signature-256": `sha256=${createHmac("sha256", "wrong").update(body).digest("hex")}`,
    });
    expect(forged.status).toBe(401);
    expect(await stored()).toMatchObject({ status: "sent" });
    const signed = await postReport("whatsapp", body, {
      "x-hub-signature-256": `sha256=${createHmac("sha256", "whatsapp-app-secret").update(body).digest("hex")}`,
    });
    expect(signed.status).toBe(200);
    expect(await stored()).toMatchObject({ status: "delivered", deliveredAt: expect.any(Date) });
  });

  it("marks an SMS failed from Termii's report, with the reason, only with the URL's key", async () => {
    const providerId = String(Date.now());
    const stored = await sentDelivery("sms", providerId);
    const body = JSON.stringify({ type: "sms", message_id: providerId, receiver: "2348031230002", status: "DND Active on Phone Number" });
    expect((await postReport("termii", body, {}, "?key=wrong-key-wrong-key")).status).toBe(401);
    expect((await postReport("termii", body, {}, "?key=termii-webhook-secret-0123")).status).toBe(200);
    expect(await stored()).toMatchObject({ status: "failed", lastError: "Termii: DND Active on Phone Number" });
  });
});

describe("reminders", () => {
  it("go to every holder once per channel 24 h and 2 h before, with the ticket and map links, even with several sweeps at once", async () => {
    // More than a day ahead, so the server's own sweep (on the real clock) leaves it alone while its
    // holders are still buying; the sweeps here run on a clock of their own.
    const startsAt = new Date(Date.now() + 30 * 60 * 60_000);
    const { eventId, holders } = await eventWithHolders(3, {
      startDate: lagosDate(startsAt),
      startTime: lagosClock(startsAt),
      endDate: lagosDate(new Date(startsAt.getTime() + 4 * 60 * 60_000)),
      endTime: lagosClock(new Date(startsAt.getTime() + 4 * 60 * 60_000)),
    });
    const event = await (await database()).collection("events").findOne({ _id: oid(eventId) });
    const start = event?.startsAt as Date;

    // 20 hours before: the 24-hour reminder, from six sweeps at once.
    const now = new Date(start.getTime() - 20 * 60 * 60_000);
    await Promise.all(Array.from({ length: 6 }, () => sweepReminders(now)));
    const day = await deliveries({ event: oid(eventId), kind: "reminder", once: { $regex: "reminder-24h" } });
    expect(day).toHaveLength(9);
    expect(new Set(day.map((delivery) => `${delivery.channel}:${delivery.to}`)).size).toBe(9);
    const mail = day.find((delivery) => delivery.to === holders[0]?.email.toLowerCase());
    expect(String(mail?.text)).toContain(`/orders/${holders[0]?.publicId}?k=`);
    expect(String(mail?.text)).toContain("https://www.google.com/maps/search/?api=1&query=");
    expect(String(mail?.subject)).toMatch(/starts tomorrow/);

    // Later sweeps in the same window add nothing.
    await sweepReminders(new Date(now.getTime() + 60 * 60_000));
    expect(await deliveries({ event: oid(eventId), kind: "reminder" })).toHaveLength(9);

    // 1 h 59 before: the 2-hour reminder, once.
    const soon = new Date(start.getTime() - 119 * 60_000);
    await Promise.all(Array.from({ length: 4 }, () => sweepReminders(soon)));
    const twoHours = await deliveries({ event: oid(eventId), kind: "reminder", once: { $regex: "reminder-2h" } });
    expect(twoHours).toHaveLength(9);
    expect(twoHours.find((delivery) => delivery.channel === "whatsapp")?.params).toHaveLength(7);
  });

  it("are not sent for an event whose organiser turned them off", async () => {
    const startsAt = new Date(Date.now() + 20 * 60 * 60_000);
    const { eventId } = await eventWithHolders(1, {
      startDate: lagosDate(startsAt),
      startTime: lagosClock(startsAt),
      endDate: lagosDate(new Date(startsAt.getTime() + 4 * 60 * 60_000)),
      endTime: lagosClock(new Date(startsAt.getTime() + 4 * 60 * 60_000)),
      messageReminders: "off",
    });
    const event = await (await database()).collection("events").findOne({ _id: oid(eventId) });
    expect(event?.messageReminders).toBe(false);
    await sweepReminders(new Date((event?.startsAt as Date).getTime() - 20 * 60 * 60_000));
    expect(await deliveries({ event: oid(eventId), kind: "reminder" })).toHaveLength(0);
  });

  it("are a setting the organiser turns back on while the event is live, and the API describes", async () => {
    const { organiser, eventId } = await eventWithHolders(1, { messageReminders: "off" });
    const form = new FormData();
    form.append("messageReminders", "on");
    const edited = await api(`/api/v1/events/${eventId}`, { method: "PATCH", token: organiser.token, body: form });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.messageReminders).toBe(true);
    const wrong = new FormData();
    wrong.append("messageReminders", "sometimes");
    expect((await api(`/api/v1/events/${eventId}`, { method: "PATCH", token: organiser.token, body: wrong })).status).toBe(422);
    const document = (await api("/api/v1/openapi.json")).body;
    expect(JSON.stringify(document.paths["/api/v1/events/{id}"].patch)).toContain("messageReminders");
    expect(document.paths["/api/v1/events/{id}/messages"].post).toBeDefined();
    expect(document.paths["/api/v1/messages/opt-out"].post).toBeDefined();
    expect(document.paths["/api/v1/webhooks/whatsapp"].post).toBeDefined();
  });
});
