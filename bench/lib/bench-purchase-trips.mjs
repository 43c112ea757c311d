// The database round trips of one purchase and of opening its checkout, for `npm run bench`
// (BENCH_ONLY=purchase-trips alone): buyers one after another, then a rush of buyers at once (whose
// purchases share their database commands), on an app process whose database
// connection goes through the counting proxy of bench-signed-in.mjs, less what the app sends on its
// own over the same span (the feeds' polls, the sweepers). Each command is named with its
// collection, so the TEST MODE gateway's own records (testtransactions) can be told apart.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { startFerretdb } from "../../server/ferretdb.mjs";
import { copyEvent, createUsersWithTokens } from "./bench-support.mjs";
import { roundTrips, startApp, startCountingProxy } from "./bench-signed-in.mjs";
import { TEST_AUTH_SECRET } from "./test-secret.mjs";

const BUYERS = 20;
const RUSH_BUYERS = 100;

const post = (url, { token, body } = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  }).then(async (response) => ({ status: response.status, body: await response.json().catch(() => null) }));

/** Waits until the seeded events are listed (the demo data loads as the first app starts). */
async function seeded(url) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const events = await fetch(`${url}/api/v1/events`)
      .then((response) => response.json())
      .catch(() => null);
    if (events?.data?.length) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the demo data never appeared");
}

/** Runs `step` for each buyer, in turn or all at once, through the proxy; answers its round trips per buyer. */
async function counted(proxy, buyers, step, { atOnce = false } = {}) {
  proxy.take();
  const started = performance.now();
  if (atOnce) await Promise.all(buyers.map(step));
  else for (const buyer of buyers) await step(buyer);
  const elapsed = performance.now() - started;
  const counts = proxy.take();
  await new Promise((resolve) => setTimeout(resolve, elapsed));
  return roundTrips(counts, proxy.take(), buyers.length);
}

export async function benchPurchaseTrips() {
  const root = mkdtempSync(path.join(os.tmpdir(), "scheditix-purchase-trips-"));
  const database = await startFerretdb({ dataDir: path.join(root, "db") });
  let app;
  let connection;
  let proxy;
  try {
    app = await startApp(database.uri, root);
    await seeded(app.url);
    await app.stop();
    connection = await mongoose.createConnection(database.uri).asPromise();
    const users = await createUsersWithTokens(connection.db, TEST_AUTH_SECRET, BUYERS + 1 + RUSH_BUYERS, "Counted Buyer");
    const eventId = await copyEvent(connection.db, { ticketQuantity: 1000, ticketPurchaseLimit: 1, seatsTaken: 0, ticketSold: 0, longHeldSeats: 0 });
    proxy = await startCountingProxy(database);
    app = await startApp(`mongodb://127.0.0.1:${proxy.port}/scheditix`, root, { env: { SEED_ON_START: "false" } });
    const buy = async (buyer) => {
      const answer = await post(`${app.url}/api/v1/create/ticket/${eventId}`, {
        token: buyer.token,
        body: { fullName: "Counted Buyer", email: "counted@example.com", numberOfTicket: 1, needCarPackingSpace: "no" },
      });
      if (answer.status !== 201) throw new Error(`purchase answered ${answer.status}`);
      buyer.orderId = answer.body.data[0]._id;
    };
    const checkout = async (buyer) => {
      const answer = await post(`${app.url}/api/v1/payment/${buyer.orderId}`, { body: { channel: "card" } });
      if (answer.status !== 200) throw new Error(`checkout answered ${answer.status}`);
    };
    // Warm-up, not counted: JIT, pool, caches.
    await buy(users[0]);
    await checkout(users[0]);
    const buyers = users.slice(1, BUYERS + 1);
    return [
      { step: "purchase (hold 1 ticket)", ...(await counted(proxy, buyers, buy)) },
      { step: "open checkout (card)", ...(await counted(proxy, buyers, checkout)) },
      { step: `purchase in a rush (${RUSH_BUYERS} at once)`, ...(await counted(proxy, users.slice(BUYERS + 1), buy, { atOnce: true })) },
    ];
  } finally {
    await app?.stop();
    await proxy?.stop();
    await connection?.close();
    await database.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

export function printPurchaseTrips(rows) {
  console.log(
    `\nDatabase round trips per purchase step (${BUYERS} buyers one after another, then ${RUSH_BUYERS} at once; the app's commands less the same span idle):`,
  );
  console.table(rows.map(({ step, total, detail }) => ({ step, "round trips": total, commands: detail })));
}
