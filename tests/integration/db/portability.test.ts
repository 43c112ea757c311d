import mongoose, { Schema } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toApiError } from "@/lib/api/map-error";
import { EventSearchKey } from "@/models/EventSearchKey";
import { testStack } from "../../support/stack";

// The app's connection settings (lib/platform/db.ts: a pool of 20) against the embedded, patched FerretDB.
let connection: mongoose.Connection;

beforeAll(async () => {
  const uri = testStack().mongoUri.replace(/\/[^/]*$/, "/portability");
  connection = await mongoose.createConnection(uri, { maxPoolSize: 20 }).asPromise();
});

afterAll(async () => {
  await connection?.dropDatabase();
  await connection?.close();
});

/** The SQLite query plan FerretDB reports for a find, one line per step. */
async function planOf(collection: string, filter: Record<string, unknown>) {
  const explained = (await connection.db!.command({ explain: { find: collection, filter } })) as {
    filterPushdown?: boolean;
    queryPlanner?: { Plan?: string[] };
  };
  return { pushedDown: explained.filterPushdown, steps: explained.queryPlanner?.Plan ?? [] };
}

describe("portability rules on the embedded database", () => {
  it("turns a duplicate on a unique index into a 409, on insert and on update", async () => {
    const Account = connection.model("Account", new Schema({ email: { type: String, unique: true } }));
    await Account.init();
    await Account.create({ email: "ada@example.com" });
    const duplicate = await Account.create({ email: "ada@example.com" }).catch((error: unknown) => error);
    expect(toApiError(duplicate)?.status).toBe(409);

    const bob = await Account.create({ email: "bob@example.com" });
    const renamed = await Account.updateOne({ _id: bob._id }, { $set: { email: "ada@example.com" } }).catch((error: unknown) => error);
    expect(toApiError(renamed)?.status).toBe(409);
    expect(await Account.countDocuments({ email: "ada@example.com" })).toBe(1);
  });

  it("gives exactly 10 of 100 concurrent conditional $inc takes from a stock of 10, over a pool of 20", async () => {
    const Stock = connection.model("Stock", new Schema({ taken: Number, capacity: Number }));
    const { _id } = await Stock.create({ taken: 0, capacity: 10 });
    const takes = await Promise.all(
      Array.from({ length: 100 }, () =>
        Stock.findOneAndUpdate({ _id, taken: { $lte: 10 - 1 } }, { $inc: { taken: 1 } }, { returnDocument: "after" }),
      ),
    );
    expect(takes.filter(Boolean)).toHaveLength(10);
    expect((await Stock.findById(_id).lean())?.taken).toBe(10);
  });

  it("loses none of 100 concurrent updateOne $inc on one document", async () => {
    const Counter = connection.model("Counter", new Schema({ n: Number }));
    const { _id } = await Counter.create({ n: 0 });
    await Promise.all(Array.from({ length: 100 }, () => Counter.updateOne({ _id }, { $inc: { n: 1 } })));
    expect((await Counter.findById(_id).lean())?.n).toBe(100);
  });

  it("moves a state pending → paid exactly once under 20 concurrent attempts", async () => {
    const Payment = connection.model("Payment", new Schema({ status: String }));
    const { _id } = await Payment.create({ status: "pending" });
    const flips = await Promise.all(Array.from({ length: 20 }, () => Payment.updateOne({ _id, status: "pending" }, { $set: { status: "paid" } })));
    expect(flips.filter((result) => result.modifiedCount === 1)).toHaveLength(1);
  });

  it("computes every accumulator of a $group", async () => {
    const Sale = connection.model("Sale", new Schema({ day: String, tickets: Number, naira: Number }));
    await Sale.insertMany([
      { day: "mon", tickets: 2, naira: 3_000 },
      { day: "mon", tickets: 1, naira: 1_500 },
      { day: "tue", tickets: 4, naira: 8_000 },
    ]);
    const days = await Sale.aggregate<{ _id: string; tickets: number; naira: number; orders: number }>([
      { $group: { _id: "$day", tickets: { $sum: "$tickets" }, naira: { $sum: "$naira" }, orders: { $sum: 1 } } },
      { $sort: { _id: 1 } },
    ]);
    expect(days).toEqual([
      { _id: "mon", tickets: 3, naira: 4_500, orders: 2 },
      { _id: "tue", tickets: 4, naira: 8_000, orders: 1 },
    ]);
  });

  it("answers equality filters from the declared indexes, with the rest of the filter still applied", async () => {
    const Pass = connection.model(
      "Pass",
      new Schema({ event: Schema.Types.ObjectId, code: String, status: String, tags: [String] }).index({ event: 1, code: 1 }, { unique: true }),
    );
    await Pass.init();
    const event = new mongoose.Types.ObjectId();
    await Pass.insertMany(
      Array.from({ length: 2_000 }, (_, index) => ({ event, code: `C${index}`, status: index % 2 ? "valid" : "used", tags: [`t${index % 3}`] })),
    );

    const { pushedDown, steps } = await planOf("passes", { event, code: "C7", status: "valid" });
    expect(pushedDown).toBe(true);
    expect(steps.some((step) => /SEARCH \S+ USING INDEX \S+_event_1_code_1 /.test(step))).toBe(true);
    expect(steps.filter((step) => /detail=SCAN /.test(step))).toEqual([]);

    expect(await Pass.findOne({ event, code: "C7", status: "valid" }).lean()).toMatchObject({ code: "C7" });
    expect(await Pass.findOne({ event, code: "C8", status: "valid" }).lean()).toBeNull();
    // An equality on an array field still matches its elements, as on MongoDB.
    expect(await Pass.countDocuments({ event, tags: "t1" })).toBe(667);
    expect((await planOf("passes", { _id: new mongoose.Types.ObjectId() })).steps.join("\n")).toMatch(/USING INDEX \S+__id_ /);
  });

  it("answers the search index's lookup of one key from its index, and the organiser's word search on an array", async () => {
    const Key = connection.model("EventSearchKey", EventSearchKey.schema);
    await Key.init();
    const category = new mongoose.Types.ObjectId();
    const now = new Date();
    await Key.insertMany(
      Array.from({ length: 1_000 }, (_, index) => ({
        key: index % 100 ? `k${index % 7}` : "jaz",
        event: new mongoose.Types.ObjectId(),
        words: index % 100 ? ["other"] : ["afro", "jazz"],
        category,
        startsAt: new Date(now.getTime() + (1_000 - index) * 60_000),
        endsAt: new Date(now.getTime() + (index % 200 ? 1 : -1) * 3_600_000),
      })),
    );
    const filter = { key: "jaz", endsAt: { $gt: now } };
    const { pushedDown, steps } = await planOf("eventsearchkeys", filter);
    expect(pushedDown).toBe(true);
    expect(steps.some((step) => /SEARCH \S+ USING INDEX \S+_key_1_startsAt_1_event_1 /.test(step))).toBe(true);
    expect(steps.filter((step) => /detail=SCAN /.test(step))).toEqual([]);
    const found = await Key.find(filter).sort({ startsAt: 1, event: 1 }).lean();
    expect(found).toHaveLength(5);
    expect(found.map((entry) => entry.startsAt.getTime())).toEqual(found.map((entry) => entry.startsAt.getTime()).sort((a, b) => a - b));
    expect((await planOf("eventsearchkeys", { event: found[0]?.event })).steps.join("\n")).toMatch(/USING INDEX \S+_event_1_key_1 /);

    // A second insert of an entry fails on the unique index alone, and the rest of the batch lands.
    const again = await Key.insertMany(
      [
        { key: "jaz", event: found[0]?.event, words: ["jazz"], category, startsAt: now, endsAt: now },
        { key: "afr", event: found[0]?.event, words: ["afro"], category, startsAt: now, endsAt: now },
      ],
      { ordered: false },
    ).catch((error: unknown) => error as { writeErrors?: { code?: number; err?: { code?: number } }[] });
    expect(
      (again as { writeErrors?: { code?: number; err?: { code?: number } }[] }).writeErrors?.map((error) => error.code ?? error.err?.code),
    ).toEqual([11000]);
    expect(await Key.countDocuments({ event: found[0]?.event })).toBe(2);

    const Titled = connection.model("Titled", new Schema({ titleWords: [String] }));
    await Titled.insertMany([{ titleWords: ["afro", "jazz", "night"] }, { titleWords: ["afrobeats", "live"] }, { titleWords: ["jazz", "brunch"] }]);
    const byWords = (words: string[]) => Titled.countDocuments({ $and: words.map((word) => ({ titleWords: { $regex: `^${word}` } })) });
    expect(await byWords(["jaz", "afr"])).toBe(1);
    expect(await byWords(["afr"])).toBe(2);
    expect(await byWords(["azz"])).toBe(0);
    expect(await Titled.countDocuments({ _id: { $in: [] } })).toBe(0);
  });
});
