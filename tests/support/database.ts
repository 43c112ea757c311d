import mongoose from "mongoose";
import { testStack } from "./stack";

let connection: mongoose.Connection | undefined;

/** A direct connection to the test server's database, for arranging what the API cannot (plans, sales). */
export async function database() {
  connection ??= await mongoose.createConnection(testStack().mongoUri, { maxPoolSize: 1 }).asPromise();
  const db = connection.db;
  if (!db) throw new Error("no database");
  return db;
}

export async function setPlan(userId: string, plan: "basic" | "pro" | "premium") {
  const users = (await database()).collection("users");
  await users.updateOne({ _id: new mongoose.Types.ObjectId(userId) }, { $set: { plan } });
}

export async function setSeatsTaken(eventId: string, seatsTaken: number) {
  const events = (await database()).collection("events");
  await events.updateOne({ _id: new mongoose.Types.ObjectId(eventId) }, { $set: { seatsTaken, ticketSold: seatsTaken } });
}

/** Moves an event into the past, beyond the payout settlement days, so its sales may be paid out (after its sales). */
export async function settleEvent(eventId: string, daysAgo = 4) {
  const events = (await database()).collection("events");
  const endsAt = new Date(Date.now() - daysAgo * 86_400_000);
  await events.updateOne({ _id: new mongoose.Types.ObjectId(eventId) }, { $set: { startsAt: new Date(endsAt.getTime() - 3_600_000), endsAt } });
}
