import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { seedBigShow } from "../../../bench/lib/bench-big-show.mjs";
import { nameOrderFields } from "../../../models/attendee-name-key";
import { database } from "../../support/database";
import { api } from "../../support/http";
import { eventFor, freeTicketsBought } from "../../support/purchases";
import { testStack } from "../../support/stack";

// The organiser's lists page by key (docs/big-show-paging.md): walking every page gives each row
// once, in order; rows added between pages never repeat or hide a row that was there before; a
// cursor that is not one the list handed out is a 400.

const oid = (id: string) => new mongoose.Types.ObjectId(id);

/** Names that sort only case- and accent-insensitively, with ties, digits and other first characters. */
const AWKWARD_NAMES = [
  "ada Eze",
  "Ada Eze",
  "ADA EZE",
  "Émeka Obi",
  "emeka obi",
  "Zainab Bello",
  "zainab bello",
  "7th Row Crew",
  "(Guest) Tolu",
  "Ọlá Ade",
];

let organiser: { token: string; userId: string };
let eventId: string;

/** Attendees (with their tickets) written straight to the database, as issuing writes them. */
async function addAttendees(names: string[]) {
  const db = await database();
  const now = new Date();
  const tickets = names.map((_, index) => ({
    _id: new mongoose.Types.ObjectId(),
    event: oid(eventId),
    order: new mongoose.Types.ObjectId(),
    owner: new mongoose.Types.ObjectId(),
    seatIndex: 0,
    checkInCode: `K${new mongoose.Types.ObjectId().toHexString().slice(-9)}${index}`,
    ticketTypeName: "Regular",
    status: "valid",
    createdAt: now,
    updatedAt: now,
  }));
  await db.collection("tickets").insertMany(tickets);
  await db.collection("attendees").insertMany(
    names.map((fullName, index) => ({
      event: oid(eventId),
      ticket: tickets[index]!._id,
      fullName,
      ...nameOrderFields(fullName),
      email: "guest@example.com",
      phone: "",
      needCarPackingSpace: "no",
      specialRequest: "",
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** The event's attendees in the list's order, as the database holds them: by name key, then `_id`. */
async function storedOrder(): Promise<string[]> {
  const rows = await (
    await database()
  )
    .collection("attendees")
    .find({ event: oid(eventId) })
    .toArray();
  return rows
    .sort((a, b) => (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : String(a._id) < String(b._id) ? -1 : 1))
    .map((row) => String(row._id));
}

type Page = { status: number; body: { data: { _id: string; fullName: string }[]; meta: Record<string, unknown>; code?: string; message?: string } };
const attendeesPage = async (query: string) => (await api(`/api/v1/attendees/${eventId}?${query}`, { token: organiser.token })) as unknown as Page;

/** Every page from `query`, following `meta.nextCursor` (or `meta.previousCursor` backwards), and the rows in the order shown. */
async function walk(query: string, way: "next" | "previous" = "next") {
  const ids: string[] = [];
  const names: string[] = [];
  let page = await attendeesPage(query);
  let pages = 1;
  for (;;) {
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const rows = page.body.data.map((row) => row._id);
    if (way === "next") ids.push(...rows);
    else ids.unshift(...rows);
    if (way === "next") names.push(...page.body.data.map((row) => row.fullName));
    const cursor = page.body.meta[`${way}Cursor`] as string | null;
    if (!cursor) break;
    page = await attendeesPage(`${query.replace(/&?cursor=[^&]*/, "")}&cursor=${cursor}`);
    pages += 1;
  }
  return { ids, names, pages };
}

beforeAll(async () => {
  ({ organiser, eventId } = await eventFor({ ticketPrice: "0", ticketQuantity: "1000", ticketPurchaseLimit: "5" }));
  // 300 tickets from 120 orders (names spread over the alphabet), a few awkward names, and two bought through the API (the model writes their keys).
  await seedBigShow(await database(), { eventId, organiserId: organiser.userId, tickets: 300, orders: 120 });
  await addAttendees(AWKWARD_NAMES);
  await freeTicketsBought(eventId, 2, "émeka Obi");
}, 120_000);

describe("the attendee list by key", () => {
  it("walks every page forwards and backwards, each attendee once, by name whatever its case or accents", async () => {
    const expected = await storedOrder();
    expect(expected).toHaveLength(312);
    const first = await attendeesPage("limit=37");
    expect(first.body.meta).toMatchObject({ total: 312, page: 1, pages: 9, previousCursor: null });
    const forwards = await walk("limit=37");
    expect(forwards.ids).toEqual(expected);
    expect(forwards.pages).toBe(9);
    // Backwards from the last page (asked for by number) through its `previous`.
    const last = await attendeesPage("limit=37&page=9");
    expect(last.body.meta.nextCursor).toBeNull();
    const before = await walk(`limit=37&cursor=${String(last.body.meta.previousCursor)}`, "previous");
    expect([...before.ids, ...last.body.data.map((row) => row._id)]).toEqual(expected);
    // And from the end, through the first page's `lastCursor`.
    expect((await walk(`limit=37&cursor=${String(first.body.meta.lastCursor)}`, "previous")).ids).toEqual(expected);
    const lastByKey = await attendeesPage(`limit=37&cursor=${String(first.body.meta.lastCursor)}`);
    expect(lastByKey.body.meta).toMatchObject({ nextCursor: null, lastCursor: null, total: 312 });
    expect(lastByKey.body.data.map((row) => row._id)).toEqual(expected.slice(-37));

    // Names that read the same whatever their case or accents stand together.
    const names = forwards.names.map((name) => name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase());
    const emekas = names.flatMap((name, index) => (name === "emeka obi" ? [index] : []));
    expect(emekas).toHaveLength(4);
    expect(emekas.at(-1)! - emekas[0]!).toBe(3);
    const adas = names.flatMap((name, index) => (name === "ada eze" ? [index] : []));
    expect(adas).toEqual([adas[0], adas[0]! + 1, adas[0]! + 2]);
    // Digits first, other first characters last.
    expect(forwards.names[0]).toBe("7th Row Crew");
    expect(forwards.names.at(-1)).toBe("(Guest) Tolu");
    // Bought through the API: the model wrote the name's order.
    const bought = await (
      await database()
    )
      .collection("attendees")
      .find({ event: oid(eventId), fullName: "émeka Obi" })
      .toArray();
    expect(bought.map((row) => [row.nameKey, row.nameBucket])).toEqual([
      ["emeka obi", "e"],
      ["emeka obi", "e"],
    ]);
  });

  it("answers ?page= in the same order as the pages by key", async () => {
    const expected = await storedOrder();
    const byNumber: string[] = [];
    for (let page = 1; page <= 9; page++) byNumber.push(...(await attendeesPage(`limit=37&page=${page}`)).body.data.map((row) => row._id));
    expect(byNumber).toEqual(expected);
  });

  it("filters by name across pages", async () => {
    const { ids } = await walk("limit=5&q=zainab");
    const total = (await attendeesPage("limit=5&q=zainab")).body.meta.total;
    expect(ids).toHaveLength(total as number);
    expect(ids.length).toBeGreaterThan(10);
  });

  it("never repeats or skips an attendee that was there before when others are added between pages", async () => {
    const before = await storedOrder();
    const first = await attendeesPage("limit=40");
    // Names before, inside and after the first page, and exact copies of names already listed.
    await addAttendees(["Aaron Aba", "Adaeze Okafor 1", "bola Okafor 2", "Musa Usman 7", "Zz Last", "0 First"]);
    const rest = await walk(`limit=40&cursor=${String(first.body.meta.nextCursor)}`);
    // The walk's pages keep the total its first page counted; a new walk counts the new rows.
    const second = await attendeesPage(`limit=40&cursor=${String(first.body.meta.nextCursor)}`);
    expect(second.body.meta.total).toBe(first.body.meta.total);
    expect((await attendeesPage("limit=40")).body.meta.total).toBe((first.body.meta.total as number) + 6);
    const seen = [...first.body.data.map((row) => row._id), ...rest.ids];
    expect(seen).toHaveLength(new Set(seen).size);
    const seenSet = new Set(seen);
    expect(before.filter((id) => !seenSet.has(id))).toEqual([]);
    // What was there keeps its order.
    expect(seen.filter((id) => before.includes(id))).toEqual(before);
  });

  it("refuses a cursor it did not hand out with a 400 in the error envelope", async () => {
    for (const cursor of ["not-a-cursor!", "eyJrIjoxfQ", Buffer.from('{"k":"a","i":"zz","d":"a"}').toString("base64url")]) {
      const response = await attendeesPage(`limit=10&cursor=${encodeURIComponent(cursor)}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: "bad_request", message: expect.stringMatching(/cursor/) });
    }
    // A sales cursor (a time) is not an attendee cursor.
    const sales = await api(`/api/v1/ticket-sales?eventId=${eventId}&limit=5`, { token: organiser.token });
    expect((await attendeesPage(`limit=10&cursor=${sales.body.meta.nextCursor}`)).status).toBe(400);
  });
});

describe("attendees stored before the list paged by key", () => {
  it("get their name's order from the migration, once, and are listed", async () => {
    process.env.MONGODB_URI = testStack().mongoUri;
    process.env.EMBEDDED_DB = "ferretdb";
    const { backfillNameKeys } = await import("@/lib/domain/gate/backfill-name-keys");
    const db = await database();
    await addAttendees(["Ngozi Older", "ámaka Older"]);
    await db.collection("attendees").updateMany({ event: oid(eventId), fullName: /Older$/ }, { $unset: { nameKey: "", nameBucket: "" } });
    const total = (await attendeesPage("limit=200")).body.meta.total as number;
    expect((await walk("limit=200")).ids).toHaveLength(total - 2); // without their keys they are not on a page
    await db.collection("migrations").deleteOne({ _id: "attendee-name-keys" as never });
    expect(await backfillNameKeys()).toEqual({ attendees: 2 });
    expect(await backfillNameKeys()).toEqual({ attendees: 0 });
    const older = await db
      .collection("attendees")
      .find({ event: oid(eventId), fullName: /Older$/ })
      .toArray();
    expect(older.map((row) => [row.nameKey, row.nameBucket]).sort()).toEqual([
      ["amaka older", "a"],
      ["ngozi older", "n"],
    ]);
    const after = await walk("limit=200");
    expect(after.ids).toHaveLength(total);
    expect(after.ids).toEqual(await storedOrder());
  });
});

describe("ticket sales by key", () => {
  it("walks every sale once, newest first, and refuses a bad cursor", async () => {
    const stored = await (
      await database()
    )
      .collection("orders")
      .countDocuments({ event: oid(eventId), kind: "ticket", status: { $in: ["paid", "refunded"] }, paidAt: { $exists: true } });
    expect(stored).toBe(121);
    const seen: { _id: string; paidAt: string }[] = [];
    let page = await api(`/api/v1/ticket-sales?eventId=${eventId}&limit=25`, { token: organiser.token });
    expect(page.body.meta).toMatchObject({ total: stored, page: 1, previousCursor: null });
    for (;;) {
      expect(page.status).toBe(200);
      seen.push(...page.body.data);
      if (!page.body.meta.nextCursor) break;
      page = await api(`/api/v1/ticket-sales?eventId=${eventId}&limit=25&cursor=${page.body.meta.nextCursor}`, { token: organiser.token });
      expect(page.body.meta.page).toBeNull();
    }
    expect(seen).toHaveLength(stored);
    expect(new Set(seen.map((sale) => sale._id)).size).toBe(stored);
    const times = seen.map((sale) => Date.parse(sale.paidAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const back = await api(`/api/v1/ticket-sales?eventId=${eventId}&limit=25&cursor=${page.body.meta.previousCursor}`, { token: organiser.token });
    expect(back.body.data.map((sale: { _id: string }) => sale._id)).toEqual(
      seen.slice(-25 - page.body.data.length, -page.body.data.length).map((sale) => sale._id),
    );
    const bad = await api(`/api/v1/ticket-sales?eventId=${eventId}&cursor=nope`, { token: organiser.token });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("bad_request");
  });
});
