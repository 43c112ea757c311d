// The big show for `npm run bench` (BENCH_ONLY=bigshow alone): every organiser screen and export
// of an event with 50,000 tickets from 20,000 orders beside the same for a 100-ticket event — time
// to first byte, total time, rows (or bytes) and the app's peak resident memory during each.
import bcrypt from "bcryptjs";
import mongoose from "mongoose";
import { nameOrderFields } from "../../models/attendee-name-key.ts";
import { lagosDate } from "../../models/lagos-clock.ts";
import { copyEvent, rssMegabytes } from "./bench-support.mjs";
import { webSessionCookie } from "./scale-support.mjs";

const BATCH = 1_000;
const PASSWORD = "Big-Show-2026";

/** Buyers' names spread over the alphabet (and a few in lower case), as a real audience's are. */
const FIRST_NAMES = [
  "Adaeze",
  "bola",
  "Chinedu",
  "Damilola",
  "Emeka",
  "Funmilayo",
  "Gbenga",
  "Halima",
  "Ifeoma",
  "Jide",
  "Kemi",
  "Lanre",
  "Musa",
  "Ngozi",
  "Obinna",
  "Precious",
  "Quadri",
  "Rukayat",
  "Segun",
  "Tolu",
  "Uche",
  "Victor",
  "Wale",
  "Yetunde",
  "Zainab",
];
const SURNAMES = [
  "Okafor",
  "Adeyemi",
  "Bello",
  "Eze",
  "Ibrahim",
  "Nwosu",
  "Ogunleye",
  "Usman",
  "Balogun",
  "Okonkwo",
  "Abubakar",
  "Olawale",
  "Chukwu",
];
const buyerName = (index) =>
  `${FIRST_NAMES[index % FIRST_NAMES.length]} ${SURNAMES[Math.floor(index / FIRST_NAMES.length) % SURNAMES.length]} ${index + 1}`;

/**
 * Sold tickets of one event written straight to the database, in batches: `orders` paid orders
 * (the first ones of three tickets, the rest of two or one, so that they add up to `tickets`),
 * a ticket and an attendee per seat, as issuing writes them (ticket, then its attendee), and the
 * day's sales counter that trending reads.
 */
export async function seedBigShow(db, { eventId, organiserId, tickets, orders }) {
  const event = new mongoose.Types.ObjectId(String(eventId));
  const base = Math.floor(tickets / orders);
  const larger = tickets - base * orders; // orders that get one ticket more
  let serial = 0;
  const paidAt = new Date();
  for (let first = 0; first < orders; first += BATCH) {
    const now = new Date();
    const orderDocs = [];
    const ticketDocs = [];
    const attendeeDocs = [];
    for (let index = first; index < Math.min(orders, first + BATCH); index++) {
      const quantity = base + (index < larger ? 1 : 0);
      const order = {
        _id: new mongoose.Types.ObjectId(),
        reference: `big-${event}-${index}`,
        kind: "ticket",
        buyer: new mongoose.Types.ObjectId(),
        event,
        quantity,
        lines: [{ name: "Regular", quantity, unitKobo: 1_000_000 }],
        amountKobo: quantity * 1_000_000,
        feeMode: "absorb",
        status: "paid",
        channel: "card",
        paidAt,
        expiresAt: now,
        fullName: buyerName(index),
        email: `fan.${index + 1}@example.com`,
        createdAt: now,
        updatedAt: now,
      };
      orderDocs.push(order);
      for (let seat = 0; seat < quantity; seat++, serial++) {
        const ticket = {
          _id: new mongoose.Types.ObjectId(),
          event,
          order: order._id,
          owner: order.buyer,
          seatIndex: seat,
          checkInCode: `B${String(serial).padStart(7, "0")}`,
          ticketTypeName: "Regular",
          parking: false,
          status: "valid",
          createdAt: now,
          updatedAt: now,
        };
        ticketDocs.push(ticket);
        attendeeDocs.push({
          _id: new mongoose.Types.ObjectId(),
          event,
          ticket: ticket._id,
          fullName: buyerName(index),
          ...nameOrderFields(buyerName(index)),
          email: order.email,
          phone: "",
          needCarPackingSpace: "no",
          specialRequest: "",
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    await db.collection("orders").insertMany(orderDocs);
    await db.collection("tickets").insertMany(ticketDocs);
    await db.collection("attendees").insertMany(attendeeDocs);
  }
  await db.collection("salesdays").updateOne({ event, day: lagosDate(paidAt) }, { $inc: { sold: tickets } }, { upsert: true });
  await db
    .collection("events")
    .updateOne(
      { _id: event },
      { $set: { organizer: new mongoose.Types.ObjectId(String(organiserId)), ticketSold: tickets, totalAttendee: tickets } },
    );
}

/** An organiser who can sign in to the dashboard (password stored hashed) and call the API (cookie). */
async function organiserWithSession(db, url) {
  const id = new mongoose.Types.ObjectId();
  const email = `big.show.${id}@example.com`;
  const now = new Date();
  await db.collection("users").insertOne({
    _id: id,
    fullname: "Big Show Organiser",
    email,
    phoneNo: "8031234567",
    passwordHash: await bcrypt.hash(PASSWORD, 10),
    plan: "premium",
    emailVerifiedAt: now,
    sessionVersion: 0,
    createdAt: now,
    updatedAt: now,
  });
  return { id, cookie: await webSessionCookie(url, email, PASSWORD) };
}

/** One request: time to the first byte of the body, total time, bytes, and lines (a CSV's rows) or items. */
async function timed(url, headers, appPid) {
  let peak = rssMegabytes(appPid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMegabytes(appPid))), 100);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers, redirect: "manual" });
    const reader = response.body.getReader();
    let firstByte;
    let bytes = 0;
    let newlines = 0;
    const chunks = [];
    const json = (response.headers.get("content-type") ?? "").includes("json");
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      firstByte ??= performance.now() - started;
      bytes += value.length;
      if (json) chunks.push(value);
      else for (const byte of value) if (byte === 10) newlines++;
    }
    const total = performance.now() - started;
    let rows = newlines > 0 ? newlines - 1 : "";
    if (json) {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      rows = Array.isArray(body.data) ? body.data.length : "";
      if (body.meta?.total !== undefined) rows = `${rows} of ${body.meta.total}`;
    }
    return {
      status: response.status,
      ttfb: Math.round(firstByte ?? total),
      total: Math.round(total),
      bytes,
      rows,
      peak: Math.round(Math.max(peak, rssMegabytes(appPid))),
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * A page's "Last" link as the lists hand it out (docs/big-show-paging.md): base64url of {k, i, d}
 * and the figures the walk's first page counted (t, r), so it reads the last page without counting
 * again: the names before the end of every name, the sales before (newer than) the start of time.
 */
const lastCursor = (key, id, total, refunded) => Buffer.from(JSON.stringify({ k: key, i: id, d: "b", t: total, r: refunded })).toString("base64url");

/** The organiser's screens and exports of one event of `tickets` tickets from `orders` orders (the check-in page shows 50 a page). */
const screensOf = (eventId, tickets, orders) => [
  ["page /dashboard/overview", "/dashboard/overview"],
  ["page /dashboard/ticket-sales?eventId", `/dashboard/ticket-sales?eventId=${eventId}`],
  ["page /dashboard/check-in/{id} (page 1)", `/dashboard/check-in/${eventId}`],
  ["page /dashboard/check-in/{id} (last page)", `/dashboard/check-in/${eventId}?page=${Math.ceil(tickets / 50)}`],
  ["page /dashboard/check-in/{id} (last page, by key)", `/dashboard/check-in/${eventId}?cursor=${lastCursor("~\uffff", "f".repeat(24), tickets, 0)}`],
  ["page /dashboard/gate/{id}", `/dashboard/gate/${eventId}`],
  ["page /dashboard/manage-event-details", `/dashboard/manage-event-details?id=${eventId}`],
  ["GET /api/v1/ticket-sales?eventId (page 1)", `/api/v1/ticket-sales?eventId=${eventId}&page=1&limit=20`],
  [
    "GET /api/v1/ticket-sales?eventId (last, by key)",
    `/api/v1/ticket-sales?eventId=${eventId}&limit=20&cursor=${lastCursor(0, "0".repeat(24), orders)}`,
  ],
  ["GET /api/v1/attendees/{id}?page=1", `/api/v1/attendees/${eventId}?page=1&limit=50`],
  [
    "GET /api/v1/attendees/{id}?cursor= (last page)",
    `/api/v1/attendees/${eventId}?limit=50&cursor=${lastCursor("~\uffff", "f".repeat(24), tickets, 0)}`,
  ],
  ["GET /api/v1/attendees/{id} (whole list)", `/api/v1/attendees/${eventId}`],
  ["GET /api/v1/events/{id}/attendees/export", `/api/v1/events/${eventId}/attendees/export`],
  ["GET /api/v1/ticket-sales/export?eventId", `/api/v1/ticket-sales/export?eventId=${eventId}`],
  ["GET /api/v1/gate/{id}/list", `/api/v1/gate/${eventId}/list`],
];

export async function benchBigShow({ url, db, appPid, tickets = 50_000, orders = 20_000, log = console.log }) {
  const organiser = await organiserWithSession(db, url);
  const small = await copyEvent(db, { organizer: organiser.id, eventTitle: "Small Show", ticketQuantity: 100 });
  const big = await copyEvent(db, { organizer: organiser.id, eventTitle: "Big Show", ticketQuantity: tickets });
  const filling = performance.now();
  await seedBigShow(db, { eventId: small, organiserId: organiser.id, tickets: 100, orders: 40 });
  await seedBigShow(db, { eventId: big, organiserId: organiser.id, tickets, orders });
  log(
    `\nBig show: ${tickets.toLocaleString("en")} tickets / ${orders.toLocaleString("en")} orders stored in ${((performance.now() - filling) / 1000).toFixed(0)} s`,
  );
  const headers = { cookie: organiser.cookie };
  const rows = [];
  const bigScreens = screensOf(big, tickets, orders);
  for (const [[name, smallPath], [, bigPath]] of screensOf(small, 100, 40).map((screen, index) => [screen, bigScreens[index]])) {
    await timed(`${url}${smallPath}`, headers, appPid); // warm-up, not counted: the first render of a page compiles and fills caches
    const a = await timed(`${url}${smallPath}`, headers, appPid);
    const b = await timed(`${url}${bigPath}`, headers, appPid);
    rows.push({
      screen: name,
      "100: status": a.status,
      "100: ttfb ms": a.ttfb,
      "100: total ms": a.total,
      "100: rows": a.rows,
      [`${tickets / 1000}k: status`]: b.status,
      [`${tickets / 1000}k: ttfb ms`]: b.ttfb,
      [`${tickets / 1000}k: total ms`]: b.total,
      [`${tickets / 1000}k: rows`]: b.rows,
      [`${tickets / 1000}k: MB`]: Math.round(b.bytes / 1e5) / 10,
      "app peak RSS MB": b.peak,
    });
  }
  log("Every organiser screen and export, a 100-ticket event beside the big one (rows: CSV lines after the header, or items of data)");
  console.table(rows);
  return rows;
}
