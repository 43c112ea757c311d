import mongoose from "mongoose";
import { inject } from "vitest";

let connection: mongoose.Connection | undefined;

/** A direct connection to the test server's database, for arranging what the API cannot (plans, sales). */
export async function database() {
  connection ??= await mongoose.createConnection(inject("mongoUri"), { maxPoolSize: 1 }).asPromise();
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
