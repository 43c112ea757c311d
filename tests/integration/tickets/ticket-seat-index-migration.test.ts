import { randomUUID } from "node:crypto";
import mongoose from "mongoose";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runDomainOnLane } from "../../support/in-process";
import { testStack } from "../../support/stack";

// A database from before transfers holds the unique { order, seatIndex } index, which would refuse
// every transfer's new ticket: the start-up migration drops it (docs/tickets-for-people.md).
const scratch = `seat_index_${randomUUID().slice(0, 8)}`;
let raw: mongoose.Connection;

beforeAll(async () => {
  runDomainOnLane();
  const uri = new URL(testStack().mongoUri);
  uri.pathname = `/${scratch}`;
  process.env.MONGODB_URI = uri.toString();
  raw = await mongoose.createConnection(uri.toString(), { maxPoolSize: 1 }).asPromise();
});

afterAll(async () => {
  await raw?.dropDatabase();
  await raw?.close();
});

it("drops the tickets' one-issue-per-seat index of an older database, so a seat can be issued again", async () => {
  const tickets = raw.collection("tickets");
  await tickets.createIndex({ order: 1, seatIndex: 1 }, { unique: true, name: "order_1_seatIndex_1" });
  const seat = { event: new mongoose.Types.ObjectId(), order: new mongoose.Types.ObjectId(), seatIndex: 0 };
  await tickets.insertOne({ ...seat, checkInCode: "OLDA2345", status: "transferred" });
  await expect(tickets.insertOne({ ...seat, checkInCode: "NEWB2345", status: "valid", issueNumber: 2 })).rejects.toThrow(/duplicate key/);

  const { dropOldTicketSeatIndex } = await import("@/lib/domain/tickets/transfer/ticket-seat-index");
  await dropOldTicketSeatIndex();
  const names = (await tickets.indexes()).map((index) => index.name);
  expect(names).not.toContain("order_1_seatIndex_1");
  expect(names).toContain("order_1_seatIndex_1_issueNumber_1");
  await tickets.insertOne({ ...seat, checkInCode: "NEWB2345", status: "valid", issueNumber: 2 });
  // Run again (every start): nothing to do.
  await dropOldTicketSeatIndex();
  expect(await tickets.countDocuments({ order: seat.order })).toBe(2);
});
