// `npm run bench:search`: event search over 10,000 events on a throw-away embedded database
// (FerretDB 1.24, SQLite), the way it ran before the search index (a regular expression over
// every event) and the way it runs now (lib/domain/search), with the time the index's backfill takes.
// Run with tsx under the react-server condition, as the app's services are server-only.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/platform/db";
import { LISTED } from "@/lib/domain/events/listed-filter";
import { escapeRegex } from "@/lib/domain/search/escape-regex";
import { findMatchingEvents } from "@/lib/domain/search/find-matching-events";
import { migrateEventSearch } from "@/lib/domain/search/migrate-event-search";
import { titleSearchFilter } from "@/lib/domain/search/title-filter";
import { lagosDate } from "@/lib/platform/time/lagos";
import { Category } from "@/models/Category";
import { Event } from "@/models/Event";
import { EventSearchKey } from "@/models/EventSearchKey";
import { Migration } from "@/models/Migration";
import { startFerretdb } from "../server/ferretdb.mjs";

const EVENTS = Number(process.env.BENCH_SEARCH_EVENTS ?? 10_000);
const RUNS = 7;
const PAGE = { page: 1, limit: 50 };

const CATEGORIES = ["Concerts", "Comedy", "Tech", "Conferences", "Food & Drink", "Weddings"];
const FIRST = ["Lagos", "Abuja", "Eko", "Naija", "Lekki", "Ikeja", "Yaba", "Ibadan", "Owambe", "Calabar"];
const SECOND = ["Highlife", "Gospel", "Comedy", "Fintech", "Startup", "Bridal", "Fashion", "Poetry", "Gaming", "Film", "Afrobeats", "Art"];
const THIRD = ["Night", "Festival", "Summit", "Meetup", "Expo", "Party", "Special", "Workshop", "Fiesta", "Showcase"];
const PLACES = [
  "Eko Hotel & Suites, Victoria Island, Lagos",
  "Muri Okunola Park, Lagos",
  "Landmark Centre, Lagos",
  "Transcorp Hilton, Abuja",
  "Terra Kulture, Lagos",
  "Agora Policy Hall, Ibadan",
];
const DESCRIPTION = "An evening of music, food and friends. ".repeat(25);
// A few events the searches below should find, among thousands they should not.
const NEEDLES = ["Afro-Jazz Night", "Lagos Jollof & Suya Festival", "Café Fête: Brunch Party"];

function eventAt(index: number, organizer: mongoose.Types.ObjectId, categories: mongoose.Types.ObjectId[]) {
  const day = lagosDate(new Date(Date.now() + (1 + (index % 300)) * 86_400_000));
  const title =
    index % 1_000 === 0
      ? NEEDLES[(index / 1_000) % NEEDLES.length]
      : `${FIRST[index % 10]} ${SECOND[index % 12]} ${THIRD[(index * 7) % 10]} ${index}`;
  return {
    organizer,
    eventCategory: categories[index % categories.length],
    eventTitle: title,
    eventDescription: DESCRIPTION,
    eventLocation: PLACES[index % PLACES.length],
    startDate: day,
    startTime: "18:00",
    endDate: day,
    endTime: "23:00",
    ticketPrice: 5_000,
    ticketQuantity: 100,
    ticketPurchaseLimit: 4,
  };
}

/** The public search as lib/domain/events/queries.ts ran it before the index: a regular expression on every event. */
async function regexSearch(q: string, now: Date) {
  const pattern = new RegExp(escapeRegex(q), "i");
  const categories = (await Category.find({ categoryName: pattern }, { _id: 1 }).lean()).map((category) => category._id);
  return Event.find({
    endsAt: { $gt: now },
    ...LISTED,
    $or: [{ eventTitle: pattern }, { eventLocation: pattern }, { eventCategory: { $in: categories } }],
  })
    .sort({ startsAt: 1, _id: 1 })
    .limit(PAGE.limit)
    .populate("eventCategory", "categoryName")
    .lean();
}

async function indexedSearch(q: string, now: Date) {
  return findMatchingEvents({ q, ...PAGE, filter: { endsAt: { $gt: now }, ...LISTED }, now });
}

/** Median milliseconds of `RUNS` runs (after one to warm up), and how many events the last found. */
async function timed(run: () => Promise<unknown[]>) {
  await run();
  const times: number[] = [];
  let found = 0;
  for (let attempt = 0; attempt < RUNS; attempt++) {
    const started = performance.now();
    found = (await run()).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: Math.round((times[Math.floor(RUNS / 2)] ?? 0) * 10) / 10, found };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "scheditix-bench-search-"));
  const database = await startFerretdb({ dataDir, port: undefined });
  try {
    // The app's own connection (lib/platform/db.ts), so the migration below runs as it does at a server's start.
    process.env.MONGODB_URI = database.uri;
    process.env.EMBEDDED_DB = "ferretdb";
    await connectToDatabase();
    await Promise.all([Category.init(), Event.init(), EventSearchKey.init(), Migration.init()]);
    const categories = (
      await Category.insertMany(CATEGORIES.map((name) => ({ categoryName: name, slug: name.toLowerCase().replace(/\W+/g, "-"), description: "" })))
    ).map((category) => category._id);
    const organizer = new mongoose.Types.ObjectId();

    let started = performance.now();
    for (let start = 0; start < EVENTS; start += 500) {
      const batch = Array.from({ length: Math.min(500, EVENTS - start) }, (_, offset) => eventAt(start + offset, organizer, categories));
      await Event.insertMany(batch);
    }
    console.log(`${EVENTS.toLocaleString("en")} events inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    started = performance.now();
    const { events } = await migrateEventSearch();
    const entries = await EventSearchKey.estimatedDocumentCount();
    console.log(
      `search index migration: ${events.toLocaleString("en")} events in ${((performance.now() - started) / 1000).toFixed(1)} s (${entries.toLocaleString("en")} entries)`,
    );

    const now = new Date();
    console.log("\nsearch                 | before: regex scan | after: search index");
    for (const q of ["afro jazz", "jazz afro", "JOLLOF suya", "cafe fete", "ikeja fintech", "lagos", "no such thing"]) {
      const before = await timed(() => regexSearch(q, now));
      const after = await timed(() => indexedSearch(q, now));
      console.log(`${JSON.stringify(q).padEnd(22)} | ${`${before.ms} ms, ${before.found} found`.padEnd(18)} | ${after.ms} ms, ${after.found} found`);
    }

    const organiserBefore = await timed(() =>
      Event.find({ organizer, eventTitle: { $regex: "jazz", $options: "i" } })
        .sort({ createdAt: -1 })
        .limit(5)
        .lean(),
    );
    const organiserAfter = await timed(() =>
      Event.find({ organizer, ...titleSearchFilter("jazz afro") })
        .sort({ createdAt: -1 })
        .limit(5)
        .lean(),
    );
    console.log(
      `organiser's list, one organiser with all ${EVENTS.toLocaleString("en")} events: before ${organiserBefore.ms} ms, after ${organiserAfter.ms} ms`,
    );
  } finally {
    await mongoose.disconnect();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
