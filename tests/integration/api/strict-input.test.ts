import { describe, expect, it } from "vitest";
import { registration, verifiedUser } from "../../support/accounts";
import { createEvent } from "../../support/events";
import { api } from "../../support/http";
import { eventFor, purchase } from "../../support/purchases";
import { typedEventFor } from "../../support/ticket-types";

const NUL = "\u0000";
const BEL = "\u0007";
const RLO = "\u202e"; // right-to-left override: "Ada‮ibO" reads as "AdaObi"
const ZWSP = "\u200b";
const LONE_SURROGATE = "\ud800";

/** A 422 that names `field` in its errors. */
function expectRefused(response: { status: number; body: Record<string, unknown> }, field: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.errors).toHaveProperty([field]);
}

describe("text fields refuse control and invisible characters (422)", () => {
  it("in account names", async () => {
    expectRefused(await api("/api/v1/register/user", { method: "POST", json: { ...registration(), fullname: `Ada${RLO}ibO` } }), "fullname");
    const user = await verifiedUser();
    expectRefused(await api("/api/v1/profile", { method: "PATCH", token: user.token, json: { fullname: `Ada${NUL}Obi` } }), "fullname");
    const fine = await api("/api/v1/profile", { method: "PATCH", token: user.token, json: { fullname: "Adaeze Ọbị 👩🏾‍💻" } });
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  });

  it("in event titles and locations (one line) and descriptions (line breaks allowed)", async () => {
    const organiser = await verifiedUser();
    expectRefused(await createEvent(organiser.token, { eventTitle: "Lekki\nSunset Jazz" }), "eventTitle");
    expectRefused(await createEvent(organiser.token, { eventLocation: `Lekki${ZWSP} Leisure Lake` }), "eventLocation");
    expectRefused(await createEvent(organiser.token, { eventAgenda: `18:00 Doors${BEL}` }), "eventAgenda");
    const created = await createEvent(organiser.token, { eventDescription: "Jazz by the lagoon.\n\nFood stalls\tand a late set." });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });

  it("in ticket type names, purchase details, refund reasons, cancel messages, check-in codes and searches", async () => {
    const { organiser, eventId } = await typedEventFor();
    const put = await api(`/api/v1/events/${eventId}/ticket-types`, {
      method: "PUT",
      token: organiser.token,
      json: { ticketTypes: [{ name: `VIP${LONE_SURROGATE}`, price: 5_000, quantity: 10 }] },
    });
    expectRefused(put, "ticketTypes.0.name");
    const buyer = await verifiedUser();
    const { eventId: plainEvent } = await eventFor();
    expectRefused(await purchase(buyer.token, plainEvent, 1, { fullName: "Kemi\r\nAdebayo" }), "fullName");
    expectRefused(await purchase(buyer.token, plainEvent, 1, { specialRequest: `Aisle seat${RLO}` }), "specialRequest");
    expect((await purchase(buyer.token, plainEvent, 1, { specialRequest: "Aisle seat\nnear the stage" })).status).toBe(201);
    const refund = await api("/api/v1/refunds", { method: "POST", token: organiser.token, json: { orderId: "a".repeat(32), reason: `Sold${NUL}` } });
    expectRefused(refund, "reason");
    const cancel = await api(`/api/v1/events/${eventId}/cancel`, { method: "POST", token: organiser.token, json: { message: `Rain${BEL}${BEL}` } });
    expectRefused(cancel, "message");
    expectRefused(
      await api(`/api/v1/check-in/${eventId}`, { method: "POST", token: organiser.token, json: { checkInCode: `AB${NUL}12` } }),
      "checkInCode",
    );
    expectRefused(await api(`/api/v1/events?q=${encodeURIComponent(`jazz${ZWSP}`)}`), "q");
  });
});

describe("numbers are numbers or decimal strings (422 otherwise)", () => {
  it('refuses true, "0x10" and [2] as a number of tickets, and still takes "2" and " 3 "', async () => {
    const { eventId } = await eventFor({ ticketPurchaseLimit: "10" });
    const buyer = await verifiedUser();
    for (const numberOfTicket of [true, "0x10", [2], "1e1", ""]) {
      const refused = await purchase(buyer.token, eventId, numberOfTicket as never);
      expect(refused.status, JSON.stringify(numberOfTicket)).toBe(422);
      expect(refused.body.errors).toHaveProperty(["numberOfTicket"]);
    }
    const two = await purchase(buyer.token, eventId, "2" as never);
    expect(two.status, JSON.stringify(two.body)).toBe(201);
    expect(two.body.data[0].quantity).toBe(2);
    expect((await purchase(buyer.token, eventId, " 3 " as never)).body.data[0].quantity).toBe(3);
  });

  it("refuses a hex price for a ticket type, in a form or in JSON, and a hex page number", async () => {
    const organiser = await verifiedUser();
    expectRefused(await createEvent(organiser.token, { ticketPrice: "0x10" }), "ticketPrice");
    expectRefused(await createEvent(organiser.token, { ticketQuantity: "1e3" }), "ticketQuantity");
    const { organiser: owner, eventId } = await typedEventFor();
    const put = await api(`/api/v1/events/${eventId}/ticket-types`, {
      method: "PUT",
      token: owner.token,
      json: { ticketTypes: [{ name: "Regular", price: "0x10", quantity: 10 }] },
    });
    expectRefused(put, "ticketTypes.0.price");
    const quote = await api(`/api/v1/events/${eventId}/quote`, { method: "POST", json: { tickets: [{ ticketTypeId: eventId, quantity: true }] } });
    expectRefused(quote, "tickets.0.quantity");
    expectRefused(await api("/api/v1/events?page=0x10"), "page");
    expect((await api("/api/v1/events?page=2")).status).toBe(200);
  });
});
