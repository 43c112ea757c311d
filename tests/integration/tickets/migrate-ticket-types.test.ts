import mongoose from "mongoose";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { api } from "../../support/http";
import { eventFor, purchase, storedOrder } from "../../support/purchases";

let migrateTicketTypes: typeof import("@/lib/ticket-types/migrate-ticket-types").migrateTicketTypes;

beforeAll(async () => {
  process.env.MONGODB_URI = inject("mongoUri");
  process.env.EMBEDDED_DB = "ferretdb";
  ({ migrateTicketTypes } = await import("@/lib/ticket-types/migrate-ticket-types"));
});

describe("migrating events from before ticket types", () => {
  it("gives an old event one Regular type with its figures and its orders a line of it, once", async () => {
    const { eventId } = await eventFor({ ticketPrice: "4000", ticketQuantity: "60", ticketPurchaseLimit: "3" });
    const buyer = await verifiedUser();
    const held = await purchase(buyer.token, eventId, 2);
    expect(held.status).toBe(201);
    // Make it look like a record written before types existed.
    const db = await database();
    const _id = new mongoose.Types.ObjectId(eventId);
    await db.collection("events").updateOne({ _id }, { $unset: { ticketTypes: "" } });
    await db.collection("orders").updateOne({ publicId: held.body.data[0]._id }, { $unset: { lines: "" } });

    const first = await migrateTicketTypes();
    expect(first.events).toBeGreaterThanOrEqual(1);
    const again = await migrateTicketTypes();
    expect(again).toEqual({ events: 0, orders: 0 });

    const event = await db.collection("events").findOne({ _id });
    expect(event?.ticketTypes).toEqual([
      expect.objectContaining({ name: "Regular", price: 4_000, quantity: 60, maxPerOrder: 3, taken: 2, hidden: false }),
    ]);
    const order = await storedOrder(held.body.data[0]._id);
    expect(order?.lines).toEqual([expect.objectContaining({ name: "Regular", quantity: 2, unitPriceKobo: 400_000 })]);
    const answer = await api(`/api/v1/event/${eventId}`);
    expect(answer.body.data).toMatchObject({ ticketPrice: 4_000, ticketQuantity: 60, ticketsAvailable: 58 });
  });
});
