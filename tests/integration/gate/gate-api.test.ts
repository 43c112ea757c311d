import { webcrypto } from "node:crypto";
import jsQR from "jsqr";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { codeKey } from "../../support/gate-keys";
import { api, baseUrl } from "../../support/http";
import { refund } from "../../support/money";
import { eventFor, freeTicketsBought, ticketsOfOrder } from "../../support/purchases";
import { webSession } from "../../support/web-session";

let organiser: { token: string; userId: string };
let eventId: string;
let buyer: { token: string; email: string };
let orderId: string;
let codes: string[];

/** Makes every ticket of the event look last changed an hour ago, so a later `since` sees only what changes next. */
async function ageTickets() {
  const tickets = (await database()).collection("tickets");
  const event = (await tickets.findOne({ checkInCode: codes[0] }))!.event;
  await tickets.updateMany({ event }, { $set: { updatedAt: new Date(Date.now() - 3_600_000) } });
}

const list = (since?: number, token = organiser.token) =>
  api(`/api/v1/events/${eventId}/gate/list${since === undefined ? "" : `?since=${since}`}`, { token, headers: { "accept-encoding": "gzip" } });
type SentScan = { code: string; scannedAt: string; admittedOnDevice?: boolean; refusedOnDevice?: string };
const sync = (deviceId: string, gate: string, scans: SentScan[], token = organiser.token) =>
  api(`/api/v1/events/${eventId}/gate/sync`, { method: "POST", token, json: { deviceId, gate, queued: scans.length, scans } });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

beforeAll(async () => {
  const setup = await eventFor({ ticketPrice: "0", ticketPurchaseLimit: "6", totalTableNumber: "1", totalSeatNumber: "20" });
  organiser = setup.organiser;
  eventId = setup.eventId;
  ({ buyer, orderId, codes } = await freeTicketsBought(eventId, 6, "Ngozi Eze"));
}, 60_000);

describe("GET /api/v1/events/{id}/gate/list", () => {
  it("gives the event's owner every ticket, gzipped, with holder, type, seat, order and the event's public key", async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const data = response.body.data;
    expect(data).toMatchObject({ eventId, complete: true, publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), version: expect.any(Number) });
    expect(data.tickets).toHaveLength(6);
    const internalOrderId = String((await ticketsOfOrder(orderId))[0]!.order);
    expect(data.tickets[0]).toMatchObject({
      name: "Ngozi Eze",
      type: "Regular",
      status: "valid",
      order: internalOrderId,
      seat: expect.stringMatching(/^Table 1 · Seat \d+$/),
    });
    // Each ticket is listed by the keyed hash of its code, never the code itself.
    expect(data.listKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.tickets.map((ticket: { key: string }) => ticket.key).sort()).toEqual(codes.map((code) => codeKey(data.listKey, code)).sort());
    expect(data.tickets[0]).not.toHaveProperty("code");
  });

  it("refuses other organisers and anonymous callers", async () => {
    const stranger = await verifiedUser();
    expect((await list(undefined, stranger.token)).status).toBe(403);
    expect((await api(`/api/v1/events/${eventId}/gate/list`)).status).toBe(403);
    expect((await sync("stranger-device", "", [], stranger.token)).status).toBe(403);
    expect((await api(`/api/v1/events/${eventId}/gate/figures`, { token: stranger.token })).status).toBe(403);
  });

  it("answers only the changes since a version, a refund arriving as a revocation", async () => {
    await ageTickets();
    const before = (await list()).body.data;
    const [refunded] = (await ticketsOfOrder(orderId)).filter((ticket) => ticket.checkInCode === codes[5]);
    const done = await refund(organiser.token, { orderId, ticketIds: [String(refunded!._id)], reason: "Cannot come" });
    expect(done.status, JSON.stringify(done.body)).toBe(201);

    const changes = (await list(before.version)).body.data;
    expect(changes.complete).toBe(false);
    expect(changes.version).toBeGreaterThan(before.version);
    const refundedKey = codeKey(before.listKey, codes[5]!);
    expect(changes.tickets).toEqual([expect.objectContaining({ key: refundedKey, status: "revoked" })]);
    // Changes of the last few seconds come again next time, in case a write stamped earlier lands late.
    expect((await list(changes.version)).body.data.tickets).toEqual([expect.objectContaining({ key: refundedKey })]);
  });
});

describe("POST /api/v1/events/{id}/gate/sync", () => {
  it("admits the first scan of a ticket; a second device that let it in offline is told who stands, and both see the conflict", async () => {
    const first = await sync("device-aaaa", "Gate A", [{ code: codes[0]!, scannedAt: minutesAgo(3), admittedOnDevice: true }]);
    expect(first.status).toBe(200);
    expect(first.body.data.outcomes).toEqual([
      expect.objectContaining({ code: codes[0], result: "admitted", holder: expect.objectContaining({ name: "Ngozi Eze" }) }),
    ]);
    expect(first.body.data.conflicts).toEqual([]);

    const second = await sync("device-bbbb", "Gate B", [{ code: codes[0]!.toLowerCase(), scannedAt: minutesAgo(2), admittedOnDevice: true }]);
    expect(second.body.data.outcomes).toEqual([
      expect.objectContaining({ result: "already_admitted", admittedBy: { deviceId: "device-aaaa", gate: "Gate A", at: expect.any(String) } }),
    ]);
    const conflict = {
      code: codes[0],
      holderName: "Ngozi Eze",
      standing: expect.objectContaining({ deviceId: "device-aaaa", gate: "Gate A" }),
      refused: expect.objectContaining({ deviceId: "device-bbbb", gate: "Gate B" }),
    };
    expect(second.body.data.conflicts).toEqual([conflict]);
    expect((await sync("device-aaaa", "Gate A", [])).body.data.conflicts).toEqual([conflict]);
  });

  it("answers a batch sent again with its first verdicts, and refuses revoked and unknown codes", async () => {
    const scans = [
      { code: codes[1]!, scannedAt: minutesAgo(1), admittedOnDevice: true },
      { code: codes[5]!, scannedAt: minutesAgo(1) },
      { code: "ZZZZ2222", scannedAt: minutesAgo(1) },
    ];
    const results = (response: Awaited<ReturnType<typeof sync>>) => response.body.data.outcomes.map((outcome: { result: string }) => outcome.result);
    expect(results(await sync("device-cccc", "Gate C", scans))).toEqual(["admitted", "revoked", "unknown"]);
    expect(results(await sync("device-cccc", "Gate C", scans))).toEqual(["admitted", "revoked", "unknown"]);
  });

  it("lets a ticket in once when ten devices sync it at the same moment", async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        sync(`device-race-${index}`, "", [{ code: codes[2]!, scannedAt: minutesAgo(1), admittedOnDevice: true }]),
      ),
    );
    const verdicts = responses.map((response) => response.body.data.outcomes[0].result);
    expect(verdicts.filter((verdict) => verdict === "admitted")).toHaveLength(1);
    expect(verdicts.filter((verdict) => verdict === "already_admitted")).toHaveLength(9);
  });

  it("records the scans a device refused, without admitting them, and answers them again when the batch is sent again", async () => {
    const scans = [
      { code: codes[4]!, scannedAt: minutesAgo(1), admittedOnDevice: false, refusedOnDevice: "already_admitted" },
      { code: `${codes[4]}.${eventId}.-.${"A".repeat(86)}`, scannedAt: minutesAgo(2), refusedOnDevice: "forged" },
    ];
    const verdicts = (response: Awaited<ReturnType<typeof sync>>) =>
      response.body.data.outcomes.map((outcome: { result: string; refusedReason?: string }) => [outcome.result, outcome.refusedReason]);
    const first = await sync("device-rrrr", "Gate R", scans);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Answered in the order scanned.
    expect(verdicts(first)).toEqual([
      ["refused", "forged"],
      ["refused", "already_admitted"],
    ]);
    expect(verdicts(await sync("device-rrrr", "Gate R", scans))).toEqual(verdicts(first));
    // The ticket is still there to be let in, and the owner's audit log has one line for the sync.
    const { tickets, listKey } = (await list()).body.data;
    const listed = tickets.find((ticket: { key: string }) => ticket.key === codeKey(listKey, codes[4]!));
    expect(listed.status).toBe("valid");
    const audit = (await api("/api/v1/team/audit", { token: organiser.token })).body.data as { detail: string; device: string }[];
    expect(audit.filter((entry) => entry.device === "Gate R · device device")).toEqual([
      expect.objectContaining({ detail: "Synced 2 scans: 0 admitted; 2 refused at the gate (1 already admitted, 1 not genuine)" }),
    ]);
  });

  it("refuses a refusal reason it does not know with 422", async () => {
    const bad = await sync("device-rrrr", "Gate R", [{ code: codes[4]!, scannedAt: minutesAgo(1), refusedOnDevice: "bored" } as never]);
    expect(bad.status).toBe(422);
  });

  it("refuses malformed batches with 422", async () => {
    const bad = await api(`/api/v1/events/${eventId}/gate/sync`, {
      method: "POST",
      token: organiser.token,
      json: { deviceId: "x", scans: [{ code: "", scannedAt: "yesterday" }] },
    });
    expect(bad.status).toBe(422);
  });
});

describe("GET /api/v1/events/{id}/gate/figures", () => {
  it("counts admissions per type, gate and device, per minute, with each device's last sync and queue", async () => {
    const response = await api(`/api/v1/events/${eventId}/gate/figures`, { token: organiser.token });
    expect(response.status).toBe(200);
    const figures = response.body.data;
    expect(figures).toMatchObject({ admitted: 3, tickets: 5, byType: [{ name: "Regular", admitted: 3, tickets: 5 }] });
    expect(figures.byGate).toEqual(
      expect.arrayContaining([
        { gate: "Gate A", admitted: 1, refused: 0 },
        { gate: "Gate C", admitted: 1, refused: 0 },
        { gate: "Gate R", admitted: 0, refused: 2 },
      ]),
    );
    expect(figures.byDevice).toEqual(
      expect.arrayContaining([expect.objectContaining({ deviceId: "device-cccc", gate: "Gate C", admitted: 1, queuedAtLastSync: 3 })]),
    );
    expect(figures.perMinute).toHaveLength(60);
    expect(figures.perMinute.reduce((sum: number, minute: { admitted: number }) => sum + minute.admitted, 0)).toBe(3);
  });
});

describe("signed ticket QR codes", () => {
  it("carry CODE.event.type.signature, which verifies with the list's public key and is accepted by the online check-in", async () => {
    const session = await webSession(buyer.email, PASSWORD);
    const page = await fetch(`${baseUrl()}/dashboard/ticket-purchased`, { headers: { cookie: session.cookie } });
    const images = [...(await page.text()).matchAll(/data:image\/png;base64,([A-Za-z0-9+/=]+)/g)].map((match) => match[1]!);
    expect(images.length).toBeGreaterThan(0);
    const decoded = await Promise.all(
      images.map(async (image) => {
        const { data, info } = await sharp(Buffer.from(image, "base64")).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? "";
      }),
    );
    // A ticket nobody has scanned yet.
    const text = decoded.find((payload) => payload.startsWith(`${codes[3]}.`))!;
    expect(text).toBeDefined();
    const [code, event, type, signature] = text.split(".");
    expect(event).toBe(eventId);
    expect(type).toMatch(/^[0-9a-f]{24}$/);

    const publicKey = (await list()).body.data.publicKey as string;
    const key = await webcrypto.subtle.importKey("raw", Buffer.from(publicKey, "base64url"), { name: "Ed25519" }, false, ["verify"]);
    const verify = (part: string) =>
      webcrypto.subtle.verify({ name: "Ed25519" }, key, Buffer.from(signature!, "base64url"), new TextEncoder().encode(part));
    expect(await verify(`${code}.${event}.${type}`)).toBe(true);
    expect(await verify(`${code === "22222222" ? "33333333" : "22222222"}.${event}.${type}`)).toBe(false);

    const online = await api(`/api/v1/check-in/${eventId}`, { method: "POST", token: organiser.token, json: { checkInCode: text } });
    expect(online.status).toBe(200);
    expect(online.body.data.checkInCode).toBe(code);
  });
});
