import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import mongoose, { type Types } from "mongoose";
import { getEnv } from "@/lib/platform/env";
import type { MediaStorage } from "@/lib/platform/media/media-storage";
import { openStorage } from "@/lib/platform/media/open-storage";
import {
  DEMO_ATTENDEE,
  DEMO_BOX_OFFICE,
  DEMO_CATEGORIES,
  DEMO_EVENTS,
  DEMO_ORGANISER,
  DEMO_USERS,
  demoSchedule,
  type DemoEvent,
} from "@/lib/jobs/seed/demo-content";
import { planDemoSales, type DemoBuyers, type DemoSalesPlan } from "@/lib/jobs/seed/demo-sales";
import { renderPoster } from "@/lib/jobs/seed/render-poster";
import { indexEventForSearch } from "@/lib/domain/search/index-event-search";
import { importDaySales } from "@/lib/domain/sales-days/import-day-sales";
import { tallySalesDays } from "@/lib/domain/sales-days/sales-day-key";
import { Attendee } from "@/models/Attendee";
import { Category } from "@/models/Category";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";
import { SalesDay } from "@/models/SalesDay";
import { Ticket } from "@/models/Ticket";
import { TicketQuota } from "@/models/TicketQuota";
import { User } from "@/models/User";

/*
 * The demo data loader. It runs outside Next.js (tsx scripts/seed.ts, and on start-up), so it
 * cannot use the "server-only" services; it talks to the models directly and stores posters in
 * the configured storage (disk or GridFS, lib/platform/media) under `events/<slug>.webp`, served at
 * `/media/<key>`. The caller connects mongoose first.
 *
 * Every write is an insert-if-missing, so running it again never duplicates or overwrites
 * anything, including changes made through the app since.
 */

export type SeedOptions = {
  /** Where posters are stored; default the storage the app is configured with (STORAGE). */
  storage?: MediaStorage;
  /** "Today" for new demo events' dates; default the current time. */
  now?: Date;
  log?: (line: string) => void;
};

/** How many records this run inserted; `created` is false when everything was already there. */
export type SeedResult = { categories: number; events: number; users: number; created: boolean };

const PASSWORD_COST = 12;

const posterKey = (event: DemoEvent) => `events/${event.slug}.webp`;

/** The storage the app is configured with, over the connection the caller opened. */
function configuredStorage(): MediaStorage {
  const env = getEnv();
  return openStorage(env.storage, {
    root: env.STORAGE_DIR,
    database: async () => {
      if (!mongoose.connection.db) throw new Error("Connect mongoose before seeding.");
      return mongoose.connection.db;
    },
  });
}

async function seedCategories(now: Date): Promise<{ ids: Map<string, Types.ObjectId>; inserted: number }> {
  let inserted = 0;
  for (const category of DEMO_CATEGORIES) {
    const result = await Category.updateOne(
      { slug: category.slug },
      { $setOnInsert: { ...category, createdAt: now, updatedAt: now } },
      { upsert: true, timestamps: false },
    );
    inserted += result.upsertedCount;
  }
  const found = await Category.find({ slug: { $in: DEMO_CATEGORIES.map((category) => category.slug) } })
    .select({ slug: 1 })
    .lean<{ _id: Types.ObjectId; slug: string }[]>();
  return { ids: new Map(found.map((category) => [category.slug, category._id])), inserted };
}

type DemoAccount = { fullname: string; email: string; phoneNo: string; plan?: "basic" | "pro" | "premium"; password: string };

/** Inserts an account unless its e-mail is taken; answers whether it did. */
async function insertAccount(account: DemoAccount, now: Date): Promise<boolean> {
  // Hashing at cost 12 takes a while; only pay it for a user that is not there yet.
  if (await User.exists({ email: account.email })) return false;
  const passwordHash = await bcrypt.hash(account.password, PASSWORD_COST);
  const result = await User.updateOne(
    { email: account.email },
    {
      $setOnInsert: {
        fullname: account.fullname,
        email: account.email,
        phoneNo: account.phoneNo,
        plan: account.plan ?? "basic",
        passwordHash,
        emailVerifiedAt: now,
        sessionVersion: 0,
        createdAt: now,
        updatedAt: now,
      },
    },
    { upsert: true, timestamps: false },
  );
  return result.upsertedCount > 0;
}

async function idOf(email: string): Promise<Types.ObjectId> {
  const user = await User.findOne({ email }).select({ _id: 1 }).lean();
  if (!user) throw new Error(`Demo account ${email} is missing after seeding.`);
  return user._id;
}

/** The demo accounts' ids: the organiser owns the events, the box office and the attendee buy tickets. */
type DemoAccountIds = { organiserId: Types.ObjectId; boxOfficeId: Types.ObjectId; attendeeId: Types.ObjectId };

async function seedUsers(now: Date): Promise<DemoAccountIds & { inserted: number }> {
  let inserted = 0;
  for (const user of DEMO_USERS) if (await insertAccount(user, now)) inserted += 1;
  // The box office account has a random password nobody knows.
  await insertAccount({ ...DEMO_BOX_OFFICE, password: randomBytes(24).toString("base64url") }, now);
  return {
    organiserId: await idOf(DEMO_ORGANISER.email),
    boxOfficeId: await idOf(DEMO_BOX_OFFICE.email),
    attendeeId: await idOf(DEMO_ATTENDEE.email),
    inserted,
  };
}

const demoBuyers = (accounts: DemoAccountIds, attendeeTickets: number): DemoBuyers => ({
  boxOffice: accounts.boxOfficeId,
  attendee: { _id: accounts.attendeeId, fullName: DEMO_ATTENDEE.fullname, email: DEMO_ATTENDEE.email, tickets: attendeeTickets },
});

/**
 * A complete, validated event document for a demo event (the validate hook fills startsAt/endsAt),
 * and the sales planned for it; the event's counters are the sums of those sales.
 */
async function buildEvent(event: DemoEvent, category: Types.ObjectId, accounts: DemoAccountIds, now: Date) {
  const document = new Event({
    organizer: accounts.organiserId,
    eventCategory: category,
    eventTitle: event.title,
    eventDescription: event.description,
    eventLocation: event.location,
    eventAgenda: event.agenda,
    eventRule: event.rules,
    ...demoSchedule(event, now),
    image: { imageUrl: `/media/${posterKey(event)}`, storageKey: posterKey(event) },
    ticketPrice: event.price,
    ticketQuantity: event.quantity,
    ticketPurchaseLimit: event.purchaseLimit,
    totalTableNumber: event.tables,
    totalSeatNumber: event.seats,
    parkingAccess: event.parking,
    featured: event.featured,
    createdAt: now,
    updatedAt: now,
  });
  if (event.types) {
    const typeFields = (type: NonNullable<DemoEvent["types"]>[number]) => ({
      name: type.name,
      description: type.description ?? "",
      price: type.price,
      quantity: type.quantity,
      maxPerOrder: event.purchaseLimit,
      ...(type.salesEndOffsetDays != null ? { salesEnd: new Date(now.getTime() + type.salesEndOffsetDays * 86_400_000) } : {}),
    });
    document.set("ticketTypes", event.types.map(typeFields));
  }
  await document.validate();
  const sales = event.sales
    ? planDemoSales(
        { ...document.toObject(), slug: event.slug },
        event.sales.ticketSold,
        demoBuyers(accounts, event.sales.demoAttendeeTickets ?? 0),
        now,
      )
    : null;
  if (sales) document.set(sales.counters);
  // Seeded sales are of the first type ("Regular").
  if (sales && event.types) document.set("ticketTypes.0.taken", sales.counters.seatsTaken);
  return { document: document.toObject(), sales };
}

/**
 * Inserts a new demo event's sales. It runs only right after the event itself was inserted, so a
 * second seed run never adds them twice (a crash in between leaves that event short of records:
 * start from an empty database again). The demo attendee's tickets count toward their purchase limit.
 */
async function insertSales(sales: DemoSalesPlan, eventId: Types.ObjectId, attendeeId: Types.ObjectId) {
  await Order.insertMany(sales.orders);
  // Trending reads sales per day; the seeded orders never pass through fulfilment, so set their days here.
  const days = tallySalesDays(sales.orders.map((order) => ({ event: eventId, paidAt: order.paidAt as Date, quantity: Number(order.quantity) })));
  await Promise.all([...days.values()].map(({ day, tickets }) => importDaySales(eventId, day, tickets)));
  await Ticket.insertMany(sales.tickets);
  // The gate list reads the buyer's phone from the attendee, as fulfilment writes it.
  const ownerOf = new Map(sales.tickets.map((ticket) => [String(ticket._id), String(ticket.owner)]));
  const phoneOf = (ticket: unknown) => (ownerOf.get(String(ticket)) === String(attendeeId) ? DEMO_ATTENDEE.phoneNo : DEMO_BOX_OFFICE.phoneNo);
  await Attendee.insertMany(sales.attendees.map((attendee) => ({ ...attendee, phone: phoneOf(attendee.ticket) })));
  const held = sales.orders.filter((order) => String(order.buyer) === String(attendeeId)).reduce((sum, order) => sum + Number(order.quantity), 0);
  if (held > 0) await TicketQuota.updateOne({ buyer: attendeeId, event: eventId }, { $inc: { held } }, { upsert: true });
}

type StoredEvent = {
  _id: Types.ObjectId;
  eventTitle: string;
  eventLocation: string;
  startDate: string;
  startTime: string;
  endDate: string;
  image?: { storageKey?: string };
};

/** Draws the poster unless the file exists or the organiser has since replaced the image. */
async function ensurePoster(event: DemoEvent, stored: StoredEvent, categoryName: string, storage: MediaStorage): Promise<boolean> {
  const key = posterKey(event);
  if (stored.image?.storageKey !== key) return false;
  if (await storage.has(key)) return false;
  const poster = await renderPoster({
    // Drawn from the stored event, so the poster shows the dates the event really has.
    title: stored.eventTitle,
    category: categoryName,
    venue: stored.eventLocation,
    startDate: stored.startDate,
    startTime: stored.startTime,
    endDate: stored.endDate,
    colors: event.poster,
    motif: event.poster.motif,
  });
  await storage.put(key, poster);
  return true;
}

/** Loads the demo categories, accounts and events (with posters); safe to run any number of times. */
export async function seedDemoData(options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const storage = options.storage ?? configuredStorage();
  const log = options.log ?? (() => {});

  // Unique indexes (category slug, user e-mail, order reference, check-in code, sales day) must exist before the writes rely on them.
  await Promise.all([Category.init(), User.init(), Event.init(), Order.init(), Ticket.init(), Attendee.init(), TicketQuota.init(), SalesDay.init()]);

  const categories = await seedCategories(now);
  const users = await seedUsers(now);
  log(`categories: ${categories.inserted} new of ${DEMO_CATEGORIES.length}`);
  log(`users: ${users.inserted} new of ${DEMO_USERS.length}`);

  let eventsInserted = 0;
  let ticketsSold = 0;
  let postersDrawn = 0;
  for (const event of DEMO_EVENTS) {
    const categoryId = categories.ids.get(event.categorySlug);
    if (!categoryId) throw new Error(`Demo event "${event.title}" names unknown category "${event.categorySlug}".`);
    const filter = { organizer: users.organiserId, eventTitle: event.title };
    const { document, sales } = await buildEvent(event, categoryId, users, now);
    const result = await Event.updateOne(filter, { $setOnInsert: document }, { upsert: true, timestamps: false });
    eventsInserted += result.upsertedCount;
    if (result.upsertedCount > 0 && sales) {
      await insertSales(sales, document._id, users.attendeeId);
      ticketsSold += sales.counters.ticketSold;
    }

    const stored = await Event.findOne(filter)
      .select({ eventTitle: 1, eventLocation: 1, startDate: 1, startTime: 1, endDate: 1, image: 1 })
      .lean<StoredEvent>();
    // Searchable at once, whether or not the search index's migration already ran on this database.
    if (stored) await indexEventForSearch(stored._id);
    const categoryName = DEMO_CATEGORIES.find((category) => category.slug === event.categorySlug)?.categoryName ?? "";
    if (stored && (await ensurePoster(event, stored, categoryName, storage))) postersDrawn += 1;
  }
  log(`events: ${eventsInserted} new of ${DEMO_EVENTS.length}, with ${ticketsSold} tickets sold`);
  log(`posters: ${postersDrawn} drawn into ${storage.kind === "gridfs" ? "GridFS" : getEnv().STORAGE_DIR}`);

  return {
    categories: categories.inserted,
    events: eventsInserted,
    users: users.inserted,
    created: categories.inserted + users.inserted + eventsInserted > 0,
  };
}
