import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { setPlan, setSeatsTaken } from "../../support/database";
import { createdEventId, inDays, posterPng } from "../../support/events";
import { api } from "../../support/http";

function patch(eventId: string, token: string | undefined, fields: Record<string, string>, image?: Blob) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append("image", image, "new.png");
  return api(`/api/v1/events/${eventId}`, { method: "PATCH", token, body: form });
}

describe("PATCH /api/v1/events/{id}", () => {
  it("changes anything before the event is live, and the public page follows", async () => {
    const { token } = await verifiedUser();
    const id = await createdEventId(token);
    const update = await patch(id, token, { eventTitle: "Lekki Sunset Jazz: Encore", ticketPrice: "7500" }, await posterPng());
    expect(update.status).toBe(200);
    expect(update.body.data).toMatchObject({ eventTitle: "Lekki Sunset Jazz: Encore", ticketPrice: 7500 });
    expect((await api(`/api/v1/event/${id}`)).body.data.eventTitle).toBe("Lekki Sunset Jazz: Encore");
  });

  it("clears the seating with a blank field (a standing event) and leaves it alone when the field is not sent", async () => {
    const { token } = await verifiedUser();
    const id = await createdEventId(token, { totalTableNumber: "10", totalSeatNumber: "80" });
    const other = await patch(id, token, { eventLocation: "Muri Okunola Park, Lagos" });
    expect(other.body.data).toMatchObject({ totalTableNumber: 10, totalSeatNumber: 80 });
    const cleared = await patch(id, token, { totalTableNumber: "", totalSeatNumber: "" });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data).toMatchObject({ totalTableNumber: 0, totalSeatNumber: 0 });
  });

  it("once live, changes only date, time and location, refusing the rest with the reminder", async () => {
    const { token } = await verifiedUser();
    // Started today at midnight: live.
    const id = await createdEventId(token, { startDate: inDays(0), startTime: "00:00", endDate: inDays(1) });
    const location = await patch(id, token, { eventLocation: "Eko Hotel, Victoria Island" });
    expect(location.status).toBe(200);
    expect(location.body.data.eventLocation).toBe("Eko Hotel, Victoria Island");

    const title = await patch(id, token, { eventTitle: "A new name" });
    expect(title.status).toBe(422);
    expect(title.body.message).toMatch(/only its date, time, location and payment channels can be changed/);
    expect(title.body.errors.eventTitle).toEqual(["is locked"]);
    expect((await api(`/api/v1/event/${id}`)).body.data.eventTitle).toBe("Lekki Sunset Jazz");
  });

  it("counts an event with tickets held as live", async () => {
    const { token } = await verifiedUser();
    const id = await createdEventId(token);
    await setSeatsTaken(id, 3);
    expect((await patch(id, token, { ticketPrice: "100" })).status).toBe(422);
    expect((await patch(id, token, { endTime: "23:30" })).status).toBe(200);
  });

  it("never lets the quantity drop below the tickets already taken", async () => {
    const { token, userId } = await verifiedUser();
    await setPlan(userId, "pro");
    const id = await createdEventId(token, { ticketQuantity: "50" });
    await setSeatsTaken(id, 40);
    const response = await patch(id, token, { ticketQuantity: "30" });
    expect(response.status).toBe(422);
    expect((await api(`/api/v1/event/${id}`)).body.data.ticketQuantity).toBe(50);
  });

  it("refuses another organiser (403) and anonymous callers (401)", async () => {
    const owner = await verifiedUser();
    const other = await verifiedUser();
    const id = await createdEventId(owner.token);
    expect((await patch(id, other.token, { eventLocation: "Somewhere else" })).status).toBe(403);
    expect((await patch(id, undefined, { eventLocation: "Somewhere else" })).status).toBe(401);
    expect((await api(`/api/v1/event/${id}`)).body.data.eventLocation).toBe("Lekki Leisure Lake, Lagos");
  });
});
