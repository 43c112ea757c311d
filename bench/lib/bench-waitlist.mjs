// The waitlist under a crowd, for `npm run bench` (BENCH_ONLY=waitlist alone): 1,000 people wait
// for a sold-out event and 100 seats come back at once. Three callers make the offers together (the
// organiser's switch, pressed three times at once, each making every offer the seats allow) while
// the server's own sweeper runs every second: the figures are how many offers were made, how long
// they took, and that no seat and no person was offered twice. Nothing timed is asserted.
import mongoose from "mongoose";
import { copyEvent, createUsersWithTokens } from "./bench-support.mjs";
import { startTestStack, TEST_AUTH_SECRET } from "./test-stack.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchWaitlist({ waiting = 1_000, seats = 100, callers = 3 } = {}) {
  const stack = await startTestStack({ env: { SWEEP_INTERVAL_SECONDS: "1" } });
  const connection = await mongoose.createConnection(stack.mongoUri).asPromise();
  try {
    const db = connection.db;
    const [organiser] = await createUsersWithTokens(db, TEST_AUTH_SECRET, 1, "Waitlist Organiser");
    const typeId = new mongoose.Types.ObjectId();
    // Sold out: every seat taken (the orders that held them are gone; their seats come back below).
    const eventId = await copyEvent(db, {
      organizer: organiser.id,
      ticketTypes: [
        { _id: typeId, name: "Regular", description: "", price: 5000, quantity: seats, minPerOrder: 1, maxPerOrder: 4, hidden: false, taken: seats },
      ],
      ticketQuantity: seats,
      ticketPurchaseLimit: 4,
      seatsTaken: seats,
      ticketSold: 0,
      longHeldSeats: 0,
      heldFor: [],
      soldFor: [],
      waitlist: { enabled: true, closed: false, offerMinutes: 30, used: true },
    });
    const start = Date.now() - waiting * 1_000;
    await db.collection("waitlistentries").insertMany(
      Array.from({ length: waiting }, (_, index) => ({
        event: eventId,
        ticketType: typeId,
        partySize: 1,
        fullName: `Waiter ${index + 1}`,
        email: `waiter.${index + 1}@example.com`,
        emailLower: `waiter.${index + 1}@example.com`,
        phone: "08031234567",
        status: "waiting",
        joinedAt: new Date(start + index * 1_000),
        offers: 0,
      })),
    );

    // 100 seats come back at once (as 100 refunds would give them), then three callers make the offers.
    await db.collection("events").updateOne({ _id: eventId }, { $inc: { seatsTaken: -seats, "ticketTypes.0.taken": -seats, countersVersion: 1 } });
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: callers }, () =>
        fetch(`${stack.url}/api/v1/events/${eventId}/waitlist`, {
          method: "PATCH",
          headers: { authorization: `Bearer ${organiser.token}`, "content-type": "application/json" },
          body: JSON.stringify({ enabled: true }),
        }).then((response) => response.status),
      ),
    );
    const firstDone = performance.now() - started;
    const entries = db.collection("waitlistentries");
    // The sweeper (every second) may still be finishing a claim: wait until nothing is half-made.
    for (let i = 0; i < 20 && (await db.collection("orders").countDocuments({ event: eventId, status: "holding" })) > 0; i++) await sleep(250);
    const allDone = performance.now() - started;

    const offered = await entries.find({ event: eventId, status: "offered" }).sort({ joinedAt: 1 }).toArray();
    const offers = await db
      .collection("orders")
      .find({ event: eventId, offer: { $exists: true }, status: "pending" })
      .toArray();
    const event = await db.collection("events").findOne({ _id: eventId });
    const perEntry = new Map();
    for (const order of offers) perEntry.set(String(order.offer), (perEntry.get(String(order.offer)) ?? 0) + 1);
    const inTurn = offered.every((entry, index) => entry.fullName === `Waiter ${index + 1}`);
    return {
      waiting,
      "seats back": seats,
      callers: `${callers} at once (answers ${answers.join(", ")}) + the sweeper every 1 s`,
      "offers made": offered.length,
      "offer orders holding seats": offers.length,
      "offered twice (people)": [...perEntry.values()].filter((count) => count > 1).length,
      "seats held by offers": offers.reduce((sum, order) => sum + order.quantity, 0),
      "event seats taken": `${event.seatsTaken}/${event.ticketQuantity}`,
      oversold: Math.max(0, event.seatsTaken - event.ticketQuantity, offers.reduce((sum, order) => sum + order.quantity, 0) - seats),
      "first 100 in join order offered": inTurn ? "yes" : "no (callers raced for the last seats)",
      "time to make them (first caller back)": `${(firstDone / 1000).toFixed(2)} s`,
      "time to make them (all settled)": `${(allDone / 1000).toFixed(2)} s`,
      "per offer": `${(firstDone / Math.max(1, offered.length)).toFixed(1)} ms`,
    };
  } finally {
    await connection.close();
    await stack.stop();
  }
}

export function printWaitlist(result) {
  console.log(`\nWaitlist: ${result.waiting.toLocaleString("en")} people waiting, ${result["seats back"]} seats back at once.`);
  console.table(result);
}
