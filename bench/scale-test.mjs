// npm run scale-test: one embedded database and two app processes over it (A and B, as two instances
// behind a load balancer would be), then one process with WEB_CONCURRENCY=2. Checks that they agree:
// no oversold seats in a rush split across both, one admission for a ticket scanned at both at once,
// an edit, a sale and a cancellation made on A shown on B (page, list, event API) within the targets,
// the sale and a favourite shown in the buyer's own lists on B, a logout on A refused on B, and after
// an edit, no stale answer from either worker once 2 s have passed. Needs `npm run build` first. Exits non-zero if a target is missed. SCALE_LOG_LEVEL=info
// shows the apps' logs.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { startStandalone, trialAppEnv } from "../server/app.mjs";
import { createUsersWithTokens } from "./lib/bench-support.mjs";
import { startFerretdb } from "../server/ferretdb.mjs";
import { freePort } from "../server/ports.mjs";
import { posterAcrossInstances } from "./lib/scale-uploads.mjs";
import { buyAndPay, call, createEvent, pageTicketsAvailable, publicReads, secondsUntil, webSessionCookie } from "./lib/scale-support.mjs";

const SECRET = "scale-test-secret-0123456789-0123456789-abcdef";
const RUSH_BUYERS = 100;
const RUSH_SEATS = 80;
// Targets (issue 27): any change on every process within 2 s, the seats left within 5 s.
const CHANGE_TARGET_S = 2;
const SEATS_TARGET_S = 5;
const WORKER_REQUESTS = 200;
// The pages and answers that list events are emptied in front at most every 3 s, at once for the
// first change after a quiet spell (lib/domain/change-feed/apply-event-changes.ts): each change timed here
// comes after such a spell, so the figures are what a change after a quiet spell shows.
const QUIET_SPELL_MS = 3_500;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const root = mkdtempSync(path.join(os.tmpdir(), "scheditix-scale-"));
const database = await startFerretdb({ dataDir: path.join(root, "db") });
const logLevel = process.env.SCALE_LOG_LEVEL ?? "error";
const appEnv = (port, extra = {}) =>
  trialAppEnv(
    { port, mongoUri: database.uri, storageDir: path.join(root, `uploads-${port}`), authSecret: SECRET },
    // Uploads in the database, so a poster uploaded on one process is served by any other.
    { EMBEDDED_DB: "ferretdb", STORAGE: "gridfs", MAIL_DIR: path.join(root, "mail"), LOG_LEVEL: logLevel, ...extra },
  );
const start = async (extra) => {
  const port = await freePort();
  return startStandalone({ port, env: appEnv(port, extra), quiet: !process.env.SCALE_LOG_LEVEL });
};

const results = [];
const check = (name, figure, ok, target) => results.push({ check: name, figure: figure ?? "not seen", target, ok: ok ? "yes" : "MISSED" });
const within = (seconds, target) => seconds !== null && seconds <= target;

let a;
let b;
let c;
const connection = await mongoose.createConnection(database.uri, { maxPoolSize: 4 }).asPromise();
const db = connection.db;
let exitCode = 0;
try {
  // A seeds the demo data; B starts over it.
  a = await start();
  b = await start({ SEED_ON_START: "false" });
  console.log(`Scale test: A at ${a.url}, B at ${b.url}, one embedded database at ${database.uri}`);
  const [organiser] = await createUsersWithTokens(db, SECRET, 1, "Scale Organiser");
  const buyers = await createUsersWithTokens(db, SECRET, RUSH_BUYERS, "Scale Buyer");
  const categoryId = (await call(a.url, "/api/v1/categories")).body.data[0]._id;

  // 1. A rush split across both: 100 buyers at once for 80 seats, half through each.
  const rushId = await createEvent(a.url, organiser.token, categoryId, {
    eventTitle: "Scale Rush",
    ticketQuantity: String(RUSH_SEATS),
    ticketPurchaseLimit: "1",
  });
  const rush = await Promise.all(
    buyers.map(({ token }, index) =>
      call(index % 2 ? b.url : a.url, `/api/v1/create/ticket/${rushId}`, {
        token,
        json: { fullName: "Rush Buyer", email: "rush@example.com", numberOfTicket: 1, needCarPackingSpace: "no" },
      }),
    ),
  );
  const held = rush.filter((answer) => answer.status === 201).length;
  const rushEvent = await db.collection("events").findOne({ _id: new mongoose.Types.ObjectId(rushId) });
  const oversold = Math.max(0, held - RUSH_SEATS, rushEvent.seatsTaken - RUSH_SEATS);
  check(`oversold in a split rush (${RUSH_BUYERS} buyers, ${RUSH_SEATS} seats, ${held} held)`, oversold, oversold === 0, "0");

  // 2. An event created on A, read on B (so B has it cached), then changed on A.
  const eventId = await createEvent(a.url, organiser.token, categoryId, { eventTitle: "Scale Night" });
  const onB = publicReads(b.url, eventId);
  for (let round = 0; round < 2; round++) await Promise.all([onB.page(), onB.listed(), onB.api()]);
  await sleep(QUIET_SPELL_MS);

  const title = "Scale Night: Encore";
  const form = new FormData();
  form.append("eventTitle", title);
  const edit = await call(a.url, `/api/v1/event/${eventId}`, { method: "PATCH", token: organiser.token, form });
  if (edit.status !== 200) throw new Error(`the edit answered ${edit.status}: ${JSON.stringify(edit.body)}`);
  const edited = await Promise.all([
    secondsUntil(async () => (await onB.page()).includes(title)),
    secondsUntil(async () => (await onB.listed())?.eventTitle === title),
    secondsUntil(async () => (await onB.api()).eventTitle === title),
  ]);
  ["page", "list", "event API"].forEach((read, index) =>
    check(`edit on A shown on B: ${read} (s)`, edited[index], within(edited[index], CHANGE_TARGET_S), `≤ ${CHANGE_TARGET_S}`),
  );

  // 3. A sale on A: the seats left on B, timed from the hold (which takes the seats) through payment.
  // First B's caches settle on the event as it is now, so nothing but the sale can change them.
  await sleep(2_000);
  for (let round = 0; round < 2; round++) await Promise.all([onB.page(), onB.listed(), onB.api()]);
  const before = (await onB.api()).ticketsAvailable;
  const [buyer] = buyers;
  const seatsShown = [
    async () => pageTicketsAvailable(await onB.page()) === before - 2,
    async () => (await onB.listed())?.ticketsAvailable === before - 2,
    async () => (await onB.api()).ticketsAvailable === before - 2,
  ];
  // B keeps what the buyer holds (their upcoming events, their favourites) once read: read them there first.
  const idsOnB = async (read) => (await call(b.url, read, { token: buyer.token })).body.data.map((event) => event._id);
  const upcomingOnB = () => idsOnB("/api/v1/user/events/upcoming");
  const favouritesOnB = () => idsOnB("/api/v1/favorites");
  for (let round = 0; round < 2; round++) await Promise.all([upcomingOnB(), favouritesOnB()]);
  const [reference, ...sold] = await Promise.all([buyAndPay(a.url, buyer.token, eventId, 2), ...seatsShown.map((shown) => secondsUntil(shown))]);
  ["page", "list", "event API"].forEach((read, index) =>
    check(`sale on A shown on B: ${read} (s)`, sold[index], within(sold[index], SEATS_TARGET_S), `≤ ${SEATS_TARGET_S}`),
  );
  const holding = await secondsUntil(async () => (await upcomingOnB()).includes(eventId));
  check("sale on A shown on B: the buyer's upcoming events (s)", holding, within(holding, CHANGE_TARGET_S), `≤ ${CHANGE_TARGET_S}`);
  await call(a.url, "/api/v1/favorites", { token: buyer.token, json: { eventId } });
  const liked = await secondsUntil(async () => (await favouritesOnB()).includes(eventId));
  check("favourite added on A shown on B (s)", liked, within(liked, CHANGE_TARGET_S), `≤ ${CHANGE_TARGET_S}`);
  await call(a.url, `/api/v1/favorites/${eventId}`, { method: "DELETE", token: buyer.token });
  const unliked = await secondsUntil(async () => !(await favouritesOnB()).includes(eventId));
  check("favourite removed on A gone on B (s)", unliked, within(unliked, CHANGE_TARGET_S), `≤ ${CHANGE_TARGET_S}`);

  // 4. One of its tickets scanned at both at once.
  const order = await db.collection("orders").findOne({ reference });
  const ticket = await db.collection("tickets").findOne({ order: order._id });
  const scans = await Promise.all(
    [a.url, b.url].map((base) => call(base, `/api/v1/check-in/${eventId}`, { token: organiser.token, json: { checkInCode: ticket.checkInCode } })),
  );
  const admitted = scans.filter((scan) => scan.status === 200).length;
  check("one ticket checked in at A and B at once: admitted", admitted, admitted === 1, "1");

  // 5. A poster uploaded on A (the create-event form's path) is served by B, from GridFS.
  const cookieA = await webSessionCookie(a.url, "organiser@scheditix.test", "Organiser123!");
  const poster = await posterAcrossInstances({ baseA: a.url, baseB: b.url, cookieA });
  check(`a poster uploaded on A is served by B (${poster.detail})`, poster.ok ? "served" : "not served", poster.ok, "served");

  // 6. A cancellation on A: B's page says so, its list drops the event, its API says "cancelled".
  await sleep(QUIET_SPELL_MS);
  const cancel = await call(a.url, `/api/v1/events/${eventId}/cancel`, {
    token: organiser.token,
    json: { message: "The venue is closed for repairs." },
  });
  if (cancel.status !== 200) throw new Error(`the cancellation answered ${cancel.status}: ${JSON.stringify(cancel.body)}`);
  const cancelled = await Promise.all([
    secondsUntil(async () => (await onB.page()).includes("Cancelled")),
    secondsUntil(async () => (await onB.listed()) === null),
    secondsUntil(async () => (await onB.api()).status === "cancelled"),
  ]);
  ["page", "list", "event API"].forEach((read, index) =>
    check(`cancellation on A shown on B: ${read} (s)`, cancelled[index], within(cancelled[index], CHANGE_TARGET_S), `≤ ${CHANGE_TARGET_S}`),
  );

  // 7. A logout on A, then the same token on B, which keeps the session (the buyer read their lists there).
  if ((await call(b.url, "/api/v1/me", { token: buyer.token })).status !== 200) throw new Error("the buyer's token did not work on B");
  const logout = await call(a.url, "/api/v1/logout/", { method: "POST", token: buyer.token });
  const refused = await secondsUntil(async () => (await call(b.url, "/api/v1/me", { token: buyer.token })).status === 401);
  check("logout on A, the token refused on B (s)", refused, logout.status === 200 && within(refused, CHANGE_TARGET_S), `≤ ${CHANGE_TARGET_S}`);

  // 8. One process, two workers: after an edit made through one, 2 s later, 200 answers and none stale.
  await Promise.all([a.stop(), b.stop()]);
  c = await start({ SEED_ON_START: "false", WEB_CONCURRENCY: "2" });
  const workerEvent = await createEvent(c.url, organiser.token, categoryId, { eventTitle: "Two Workers Night" });
  const onC = publicReads(c.url, workerEvent);
  // Enough reads that both workers (taking connections in turn) have each answer cached.
  for (let round = 0; round < 6; round++) await Promise.all([onC.page(), onC.listed(), onC.api()]);
  await sleep(QUIET_SPELL_MS);
  const workerTitle = "Two Workers Night: Encore";
  const workerForm = new FormData();
  workerForm.append("eventTitle", workerTitle);
  const workerEdit = await call(c.url, `/api/v1/event/${workerEvent}`, { method: "PATCH", token: organiser.token, form: workerForm });
  if (workerEdit.status !== 200) throw new Error(`the edit answered ${workerEdit.status}`);
  await sleep(CHANGE_TARGET_S * 1000);
  const reads = [
    async () => (await onC.page()).includes(workerTitle),
    async () => (await onC.listed())?.eventTitle === workerTitle,
    async () => (await onC.api()).eventTitle === workerTitle,
  ];
  let stale = 0;
  for (let sent = 0; sent < WORKER_REQUESTS; sent += 10) {
    const fresh = await Promise.all(Array.from({ length: 10 }, (_, index) => reads[(sent + index) % reads.length]()));
    stale += fresh.filter((isFresh) => !isFresh).length;
  }
  check(`WEB_CONCURRENCY=2: stale answers among ${WORKER_REQUESTS}, ${CHANGE_TARGET_S} s after an edit`, stale, stale === 0, "0");

  console.table(results);
  if (results.some((result) => result.ok !== "yes")) {
    console.error(
      "MISSED:",
      results
        .filter((result) => result.ok !== "yes")
        .map((result) => result.check)
        .join("; "),
    );
    exitCode = 1;
  } else {
    console.log("Every target met.");
  }
} catch (error) {
  console.table(results);
  console.error(error);
  exitCode = 1;
} finally {
  await connection.close().catch(() => {});
  await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
  await database.stop();
  rmSync(root, { recursive: true, force: true });
}
process.exit(exitCode);
