// The rush with a transfer share, for `npm run bench`: 100 buyers at once for 80 seats; of those
// who get seats, 30 % open a bank-transfer checkout (a 45-minute hold) and the rest a card one (15
// minutes), and then every one of them walks away. Card holds must be back on sale within one sweep
// of their end while the transfers keep theirs, and the transfers' seats within one sweep of theirs.
// Nobody waits 45 minutes: the holds' ends are moved to "now" in the database, and the server's own
// sweeper (every SWEEP_SECONDS here) does the rest.
import mongoose from "mongoose";
import { copyEvent, createUsersWithTokens, timedBursts } from "./bench-support.mjs";
import { startTestStack, TEST_AUTH_SECRET } from "./test-stack.mjs";

const SWEEP_SECONDS = 5;
const MINUTE_MS = 60_000;
/** "On time": released within one sweep (and a second of slack) of the hold's end. */
const ON_TIME_MS = (SWEEP_SECONDS + 1) * 1000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until none of `ids` is pending any more (or the sweep should long have run); answers how long it took. */
async function waitReleased(orders, ids) {
  const started = performance.now();
  while (performance.now() - started < ON_TIME_MS * 3) {
    if ((await orders.countDocuments({ _id: { $in: ids }, status: "pending" })) === 0) break;
    await sleep(100);
  }
  const left = await orders.countDocuments({ _id: { $in: ids }, status: "pending" });
  return { ms: performance.now() - started, released: ids.length - left };
}

export async function benchTransferHolds({ buyers = 100, seats = 80, transferShare = 0.3 } = {}) {
  const stack = await startTestStack({ env: { SWEEP_INTERVAL_SECONDS: String(SWEEP_SECONDS) } });
  const connection = await mongoose.createConnection(stack.mongoUri).asPromise();
  try {
    const db = connection.db;
    const orders = db.collection("orders");
    const users = await createUsersWithTokens(db, TEST_AUTH_SECRET, buyers, "Transfer Buyer");
    const eventId = await copyEvent(db, { ticketQuantity: seats, ticketPurchaseLimit: 1, seatsTaken: 0, ticketSold: 0, longHeldSeats: 0 });
    const rush = timedBursts();
    await rush.send(
      users.map(({ token }) => ({
        url: `${stack.url}/api/v1/create/ticket/${eventId}`,
        token,
        body: { fullName: "Transfer Buyer", email: "transfer@example.com", numberOfTicket: 1, needCarPackingSpace: "no" },
      })),
    );
    const held = await orders.find({ event: eventId, status: "pending" }, { projection: { _id: 1, publicId: 1 } }).toArray();
    const transfers = held.filter((_, index) => index % 10 < transferShare * 10);
    const cards = held.filter((order) => !transfers.includes(order));
    // Opened by the orders' public ids, as a guest's page does: no token needed.
    const checkouts = timedBursts();
    const opened = await checkouts.send(
      held.map((order) => ({
        url: `${stack.url}/api/v1/payment/${order.publicId}`,
        body: { channel: transfers.includes(order) ? "bank_transfer" : "card" },
      })),
    );
    const refused = opened.filter((result) => result.status !== 200).length;
    const event = () => db.collection("events").findOne({ _id: eventId });
    const longHeld = (await event()).longHeldSeats;

    // Fifteen minutes on: the card holds end now, the transfers have 30 minutes left.
    const now = Date.now();
    await orders.updateMany({ _id: { $in: cards.map((order) => order._id) } }, { $set: { expiresAt: new Date(now - 1) } });
    await orders.updateMany({ _id: { $in: transfers.map((order) => order._id) } }, { $set: { expiresAt: new Date(now + 30 * MINUTE_MS) } });
    const cardRelease = await waitReleased(
      orders,
      cards.map((order) => order._id),
    );
    const transfersKept = await orders.countDocuments({ _id: { $in: transfers.map((order) => order._id) }, status: "pending" });

    // Their own end: the transfers' seats go back too.
    await orders.updateMany({ _id: { $in: transfers.map((order) => order._id) } }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    const transferRelease = await waitReleased(
      orders,
      transfers.map((order) => order._id),
    );
    const after = await event();
    return {
      rush: { ...rush.summary(), held: `${held.length}/${seats}` },
      checkouts: { ...checkouts.summary(), refused },
      holds: {
        "card holds": cards.length,
        "transfer holds (long)": `${transfers.length} (${longHeld} seats counted)`,
        "cards freed on time": `${cardRelease.ms <= ON_TIME_MS ? cardRelease.released : 0}/${cards.length} in ${(cardRelease.ms / 1000).toFixed(1)} s`,
        "transfers kept past 15 min": `${transfersKept}/${transfers.length}`,
        "transfers freed on time": `${transferRelease.ms <= ON_TIME_MS ? transferRelease.released : 0}/${transfers.length} in ${(transferRelease.ms / 1000).toFixed(1)} s`,
        "seats held after": after.seatsTaken,
        "long-held after": after.longHeldSeats,
        oversold: Math.max(0, held.length - seats, after.seatsTaken - seats),
      },
    };
  } finally {
    await connection.close();
    await stack.stop();
  }
}

export function printTransferHolds(result) {
  console.log(
    `\nRush with a transfer share: 100 buyers at once for 80 seats; 30 % of those holding seats open a bank-transfer checkout (45-minute hold),` +
      `\nthe rest a card one (15 minutes); all walk away. "On time" = released within one sweep (${SWEEP_SECONDS} s here) of the hold's end.`,
  );
  console.table({ "purchase burst": result.rush, "checkouts opened": result.checkouts });
  console.table(result.holds);
}
