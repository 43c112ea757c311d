import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { api } from "../../support/http";
import { eventFor, purchase, storedOrder } from "../../support/purchases";
import { testStack } from "../../support/stack";

let migrateTicketTypes: typeof import("@/lib/domain/ticket-types/migrate-ticket-types").migrateTicketTypes;

beforeAll(async () => {
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  ({ migrateTicketTypes } = await import("@/lib/domain/ticket-types/migrate-ticket-types"));
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
    // The server's start ran the migration and recorded it done; this is a database from before.
    await db.collection("migrations").deleteOne({ _id: "ticket-types" as never });

    const first = await migrateTicketTypes();
    expect(first.events).toBeGreaterThanOrEqual(1);
    const again = await migrateTicketTypes();
    expect(again).toEqual({ events: 0, orders: 0 });
    expect(await db.collection("migrations").findOne({ _id: "ticket-types" as never })).toMatchObject({ doneAt: expect.any(Date) });

    const event = await db.collection("events").findOne({ _id });
    expect(event?.ticketTypes).toEqual([
      expect.objectContaining({ name: "Regular", price: 4_000, quantity: 60, maxPerOrder: 3, taken: 2, hidden: false }),
    ]);
    const order = await storedOrder(held.body.data[0]._id);
    expect(order?.lines).toEqual([expect.objectContaining({ name: "Regular", quantity: 2, unitPriceKobo: 400_000 })]);
    const response = await api(`/api/v1/event/${eventId}`);
    expect(response.body.data).toMatchObject({ ticketPrice: 4_000, ticketQuantity: 60, ticketsAvailable: 58 });
  });

  it("reads only its done record on a start after it has run, not every event and order", async () => {
    const db = await database();
    expect(await db.collection("migrations").findOne({ _id: "ticket-types" as never })).toMatchObject({ doneAt: expect.any(Date) });
    // An event without types now would be found by a scan; a start that only reads the record leaves it.
    const { eventId } = await eventFor({ ticketPrice: "1000", ticketQuantity: "10", ticketPurchaseLimit: "2" });
    const _id = new mongoose.Types.ObjectId(eventId);
    await db.collection("events").updateOne({ _id }, { $unset: { ticketTypes: "" } });
    expect(await migrateTicketTypes()).toEqual({ events: 0, orders: 0 });
    expect((await db.collection("events").findOne({ _id }))?.ticketTypes).toBeUndefined();
    // Put back, so nothing else in the run meets an event without types.
    await db.collection("migrations").deleteOne({ _id: "ticket-types" as never });
    expect((await migrateTicketTypes()).events).toBeGreaterThanOrEqual(1);
  });
});
