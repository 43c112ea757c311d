import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { api } from "../../support/http";
import { purchase, storedOrder } from "../../support/purchases";
import { typedEventFor } from "../../support/ticket-types";

describe("a purchase that names no ticket type (the existing client)", () => {
  it("is charged the ticketPrice the event shows, even when a dearer type is listed first", async () => {
    const { eventId } = await typedEventFor([
      { name: "VIP", price: 40_000, quantity: 20 },
      { name: "Early bird", price: 2_500, quantity: 50 },
      { name: "Regular", price: 5_000, quantity: 100 },
    ]);
    const shown = (await api(`/api/v1/event/${eventId}`)).body.data;
    expect(shown.ticketPrice).toBe(2_500);

    const buyer = await verifiedUser();
    const bought = await purchase(buyer.token, eventId, 3);
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const order = await storedOrder(bought.body.data[0]._id);
    expect(order?.amountKobo).toBe(shown.ticketPrice * 3 * 100);
    expect(order?.lines.map((line: { name: string }) => line.name)).toEqual(["Early bird"]);
  });
});
