import mongoose, { Schema } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { toApiError } from "@/lib/api/map-error";

// The same connection settings as the app's (lib/db.ts) against the embedded FerretDB.
let connection: mongoose.Connection;

beforeAll(async () => {
  const uri = inject("mongoUri").replace(/\/[^/]*$/, "/portability");
  connection = await mongoose.createConnection(uri, { maxPoolSize: 1 }).asPromise();
});

afterAll(async () => {
  await connection?.dropDatabase();
  await connection?.close();
});

describe("portability rules on the embedded database", () => {
  it("turns a duplicate on a unique index into a 409", async () => {
    const Account = connection.model("Account", new Schema({ email: { type: String, unique: true } }));
    await Account.init();
    await Account.create({ email: "ada@example.com" });
    const duplicate = await Account.create({ email: "ada@example.com" }).catch((error: unknown) => error);
    expect(toApiError(duplicate)?.status).toBe(409);
    expect(await Account.countDocuments()).toBe(1);
  });

  it("gives exactly 10 of 50 concurrent conditional $inc takes from a stock of 10", async () => {
    const Stock = connection.model("Stock", new Schema({ taken: Number, capacity: Number }));
    const { _id } = await Stock.create({ taken: 0, capacity: 10 });
    const takes = await Promise.all(
      Array.from({ length: 50 }, () =>
        Stock.findOneAndUpdate({ _id, taken: { $lte: 10 - 1 } }, { $inc: { taken: 1 } }, { returnDocument: "after" }),
      ),
    );
    expect(takes.filter(Boolean)).toHaveLength(10);
    expect((await Stock.findById(_id).lean())?.taken).toBe(10);
  });

  it("moves a state pending → paid exactly once under 20 concurrent attempts", async () => {
    const Payment = connection.model("Payment", new Schema({ status: String }));
    const { _id } = await Payment.create({ status: "pending" });
    const flips = await Promise.all(
      Array.from({ length: 20 }, () => Payment.updateOne({ _id, status: "pending" }, { $set: { status: "paid" } })),
    );
    expect(flips.filter((result) => result.modifiedCount === 1)).toHaveLength(1);
  });
});
