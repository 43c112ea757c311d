// The purchase race for `npm run bench`: 100 buyers at once for fewer seats, several rounds.
import { SignJWT } from "jose";
import mongoose from "mongoose";

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Verified buyers with a session and a bearer token each, written straight to the database. */
async function createBuyers(db, secret, count) {
  const now = new Date();
  const users = Array.from({ length: count }, (_, index) => ({
    _id: new mongoose.Types.ObjectId(),
    fullname: `Bench Buyer ${index + 1}`,
    email: `bench.${index + 1}.${now.getTime()}@example.com`,
    passwordHash: "not-used",
    plan: "basic",
    emailVerifiedAt: now,
    sessionVersion: 0,
  }));
  await db.collection("users").insertMany(users);
  const sessions = users.map((user) => ({ _id: new mongoose.Types.ObjectId(), user: user._id, kind: "api", expiresAt: new Date(now.getTime() + 3_600_000) }));
  await db.collection("sessions").insertMany(sessions);
  const key = new TextEncoder().encode(secret);
  return Promise.all(
    users.map((user, index) =>
      new SignJWT({ sid: String(sessions[index]._id), sv: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(user._id))
        .setIssuer("scheditix")
        .setAudience("scheditix-api")
        .setExpirationTime("1h")
        .sign(key),
    ),
  );
}

/** A copy of a seeded paid event with `seats` seats and a limit of one ticket per buyer. */
async function raceEvent(db, seats) {
  const template = await db.collection("events").findOne({ endsAt: { $gt: new Date() }, ticketPrice: { $gt: 0 } });
  const event = { ...template, _id: new mongoose.Types.ObjectId(), ticketQuantity: seats, ticketPurchaseLimit: 1, seatsTaken: 0, ticketSold: 0 };
  await db.collection("events").insertOne(event);
  return String(event._id);
}

export async function benchPurchases({ url, mongoUri, secret, buyers = 100, seats = 80, rounds = 3 }) {
  const connection = await mongoose.createConnection(mongoUri, { maxPoolSize: 1 }).asPromise();
  const db = connection.db;
  const latencies = [];
  let requests = 0;
  let held = 0;
  let oversold = 0;
  let elapsed = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      const tokens = await createBuyers(db, secret, buyers);
      const eventId = await raceEvent(db, seats);
      const started = performance.now();
      const statuses = await Promise.all(
        tokens.map(async (token) => {
          const sent = performance.now();
          const response = await fetch(`${url}/api/v1/create/ticket/${eventId}`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
            body: JSON.stringify({ fullName: "Bench Buyer", email: "bench@example.com", numberOfTicket: 1, needCarPackingSpace: "no" }),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - sent);
          return response.status;
        }),
      );
      elapsed += performance.now() - started;
      requests += statuses.length;
      held += statuses.filter((status) => status === 201).length;
      const event = await db.collection("events").findOne({ _id: new mongoose.Types.ObjectId(eventId) });
      oversold += Math.max(0, event.seatsTaken - event.ticketQuantity);
      const pending = await db.collection("orders").countDocuments({ event: new mongoose.Types.ObjectId(eventId) });
      oversold += Math.max(0, pending - seats);
    }
  } finally {
    await connection.close();
  }
  latencies.sort((a, b) => a - b);
  return {
    rounds,
    "buyers/round": buyers,
    "seats/round": seats,
    "req/s": Math.round(requests / (elapsed / 1000)),
    "p50 ms": Math.round(percentile(latencies, 50)),
    "p99 ms": Math.round(percentile(latencies, 99)),
    held,
    oversold,
  };
}
