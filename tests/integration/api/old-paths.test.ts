import { beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../support/accounts";
import { api, baseUrl } from "../../support/http";
import { paidOrder } from "../../support/money";
import { eventFor } from "../../support/purchases";

// Endpoints of one event live under /api/v1/events/{id}/…; the paths they had before still answer,
// for scanners and pages loaded before the move and for clients written against them.
let organiser: { token: string; userId: string };
let eventId: string;

beforeAll(async () => {
  ({ organiser, eventId } = await eventFor({ ticketPrice: "2500", ticketQuantity: "20", ticketPurchaseLimit: "4" }));
  await paidOrder(eventId, 2);
}, 60_000);

const asOrganiser = () => ({ token: organiser.token });

describe("the old paths of the moved endpoints", () => {
  it("serves the gate's list, sync and figures at /api/v1/gate/{id}/…", async () => {
    const list = await api(`/api/v1/gate/${eventId}/list`, asOrganiser());
    expect(list.status).toBe(200);
    expect(list.body.data.tickets).toHaveLength(2);
    const sync = await api(`/api/v1/gate/${eventId}/sync`, {
      method: "POST",
      ...asOrganiser(),
      json: { deviceId: "old-path-device", gate: "Main", queued: 0, scans: [] },
    });
    expect(sync.status, JSON.stringify(sync.body)).toBe(200);
    expect(sync.body.data.outcomes).toEqual([]);
    const figures = await api(`/api/v1/gate/${eventId}/figures`, asOrganiser());
    expect(figures.status).toBe(200);
    expect(figures.body.data).toMatchObject({ admitted: 0, tickets: 2 });
  });

  it("serves the attendees' CSV at /api/v1/attendees/{id}/export", async () => {
    const csv = await fetch(`${baseUrl()}/api/v1/attendees/${eventId}/export`, { headers: { authorization: `Bearer ${organiser.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
  });

  it("serves an event's change, ticket types and promo codes at /api/v1/event/{id}/…", async () => {
    const form = new FormData();
    form.append("eventLocation", "Muri Okunola Park, Lagos");
    const edit = await api(`/api/v1/event/${eventId}`, { method: "PATCH", ...asOrganiser(), body: form });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data.eventLocation).toBe("Muri Okunola Park, Lagos");

    const types = await api(`/api/v1/event/${eventId}/ticket-types`, asOrganiser());
    expect(types.status).toBe(200);
    const saved = await api(`/api/v1/event/${eventId}/ticket-types`, { method: "PUT", ...asOrganiser(), json: { ticketTypes: types.body.data } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const code = await api(`/api/v1/event/${eventId}/promo-codes`, {
      method: "POST",
      ...asOrganiser(),
      json: { code: "OLDPATH10", discountType: "percent", discountValue: 10 },
    });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    const off = await api(`/api/v1/event/${eventId}/promo-codes/${code.body.data._id}`, {
      method: "PATCH",
      ...asOrganiser(),
      json: { active: false },
    });
    expect(off.status).toBe(200);
    expect((await api(`/api/v1/event/${eventId}/promo-codes`, asOrganiser())).body.data[0]).toMatchObject({ code: "OLDPATH10", active: false });
  });

  it("holds a guest's tickets at /api/v1/guest/tickets/{id}", async () => {
    const held = await api(`/api/v1/guest/tickets/${eventId}`, {
      method: "POST",
      json: {
        fullName: "Ngozi Obi",
        email: uniqueEmail("guest"),
        phoneNo: "0803 123 4567",
        numberOfTicket: 1,
        needCarPackingSpace: "no",
        specialRequest: "",
      },
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(held.body.data[0]).toMatchObject({ status: "pending", amount: 2_500 });
  });

  it("lists an event's refunds at /api/v1/refunds?eventId=, as at /api/v1/events/{id}/refunds", async () => {
    const old = await api(`/api/v1/refunds?eventId=${eventId}`, asOrganiser());
    expect(old.status).toBe(200);
    expect(old.body.data).toEqual((await api(`/api/v1/events/${eventId}/refunds`, asOrganiser())).body.data);
  });
});
