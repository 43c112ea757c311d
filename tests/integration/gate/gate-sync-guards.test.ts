import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../../support/database";
import { api } from "../../support/http";
import { eventFor, freeTicketsBought } from "../../support/purchases";
import { checkInLink, linkHeaders, teamMember } from "../../support/team";

let organiser: { token: string; userId: string };
let eventId: string;
let codes: string[];

type SentScan = { code: string; scannedAt: string; admittedOnDevice?: boolean; refusedOnDevice?: string };
const sync = (deviceId: string, gate: string, scans: SentScan[], auth: { token?: string; headers?: Record<string, string> }) =>
  api(`/api/v1/events/${eventId}/gate/sync`, { method: "POST", ...auth, json: { deviceId, gate, queued: scans.length, scans } });
const asOwner = () => ({ token: organiser.token });
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const listed = async () => (await api(`/api/v1/events/${eventId}/gate/list`, asOwner())).body.data as { tickets: { status: string }[] };

beforeAll(async () => {
  const setup = await eventFor({ ticketPrice: "0", ticketPurchaseLimit: "6", totalTableNumber: "1", totalSeatNumber: "20" });
  organiser = setup.organiser;
  eventId = setup.eventId;
  ({ codes } = await freeTicketsBought(eventId, 6, "Chidi Okafor"));
}, 60_000);

describe("a gate sync's scan times", () => {
  it("does not admit a scan dated in 2001: it is recorded as implausible and the ticket stays to be let in", async () => {
    const response = await sync(
      "device-clock-2001",
      "Gate T",
      [{ code: codes[0]!, scannedAt: "2001-06-01T10:00:00.000Z", admittedOnDevice: true }],
      asOwner(),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.outcomes).toEqual([expect.objectContaining({ code: codes[0], result: "implausible_time" })]);
    expect((await listed()).tickets.filter((ticket) => ticket.status === "checked_in")).toHaveLength(0);
  });

  it("does not admit a scan dated an hour ahead of the server, and takes one a minute ahead as now", async () => {
    const ahead = await sync("device-clock-ahead", "Gate T", [{ code: codes[1]!, scannedAt: minutesFromNow(60), admittedOnDevice: true }], asOwner());
    expect(ahead.body.data.outcomes).toEqual([expect.objectContaining({ result: "implausible_time" })]);
    const slightly = await sync(
      "device-clock-ahead",
      "Gate T",
      [{ code: codes[1]!, scannedAt: minutesFromNow(1), admittedOnDevice: true }],
      asOwner(),
    );
    expect(slightly.body.data.outcomes).toEqual([expect.objectContaining({ result: "admitted" })]);
    expect(Date.parse(slightly.body.data.outcomes[0].scannedAt)).toBeLessThanOrEqual(Date.now());
  });
});

describe("a gate device's id", () => {
  it("belongs to the account that first synced it: another account or a check-in link claiming it is refused with 409", async () => {
    const mine = await sync("device-bound-0001", "Gate A", [{ code: codes[2]!, scannedAt: minutesFromNow(-1), admittedOnDevice: true }], asOwner());
    expect(mine.status).toBe(200);
    const staff = await teamMember(organiser.token, "check_in", eventId);
    const link = await checkInLink(organiser.token, eventId, "Gate Link");
    const claimedByStaff = await sync("device-bound-0001", "Gate A", [], { token: staff.token });
    expect(claimedByStaff.status).toBe(409);
    expect(claimedByStaff.body.message).toMatch(/device id is already used at this event by another account or check-in link/);
    const claimedByLink = await sync("device-bound-0001", "Gate A", [{ code: codes[3]!, scannedAt: minutesFromNow(-1) }], {
      headers: linkHeaders(link.token),
    });
    expect(claimedByLink.status).toBe(409);
    // The claimer's scan admitted no one.
    expect((await listed()).tickets.filter((ticket) => ticket.status === "checked_in")).toHaveLength(2);
    // The owner of the id syncs on as before.
    expect((await sync("device-bound-0001", "Gate A", [], asOwner())).status).toBe(200);
  });

  it("records a check-in link's scans at the link's gate, whatever gate name its device sends", async () => {
    const link = await checkInLink(organiser.token, eventId, "North Gate");
    const response = await sync("device-link-north", "VIP Entrance", [{ code: codes[3]!, scannedAt: minutesFromNow(-1), admittedOnDevice: true }], {
      headers: linkHeaders(link.token),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const figures = (await api(`/api/v1/events/${eventId}/gate/figures`, asOwner())).body.data as {
      byGate: { gate: string; admitted: number }[];
      byDevice: { deviceId: string; gate: string }[];
    };
    expect(figures.byGate).toContainEqual(expect.objectContaining({ gate: "North Gate", admitted: 1 }));
    expect(figures.byGate.map((row) => row.gate)).not.toContain("VIP Entrance");
    expect(figures.byDevice).toContainEqual(expect.objectContaining({ deviceId: "device-link-north", gate: "North Gate" }));
  });
});

describe("the check-in limit", () => {
  it("counts every scan of a sync: 3,000 queued scans within a minute are refused with 429 past 1,200", async () => {
    const setup = await eventFor({ ticketPrice: "0" });
    const flood = Array.from({ length: 1000 }, (_, index) => ({
      code: `FLOOD${index}`,
      scannedAt: minutesFromNow(-1),
      refusedOnDevice: "unknown",
    }));
    const send = (batch: number) =>
      api(`/api/v1/events/${setup.eventId}/gate/sync`, {
        method: "POST",
        token: setup.organiser.token,
        json: { deviceId: `device-flood-${batch}`, gate: "Flood", queued: 1000, scans: flood },
      });
    // 3,000 scans span at most two of the limit's one-minute windows, so one of them holds more than 1,200.
    const responses = [];
    for (let batch = 0; batch < 3; batch += 1) responses.push(await send(batch));
    expect(responses[0]!.status).toBe(200);
    const refused = responses.find((response) => response.status === 429);
    expect(refused?.body.message).toMatch(/^Too many check-ins from this account: more than 1,200 a minute\. Wait \d+ seconds? and sync again\.$/);
    const stored = await (await database()).collection("gatescans").countDocuments({ deviceId: { $regex: "^device-flood-" } });
    expect(stored).toBeLessThan(3000);
  }, 120_000);
});
