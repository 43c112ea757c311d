import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "@/lib/platform/errors";
import { toApiError } from "@/lib/api/map-error";

describe("error mapping", () => {
  it("keeps an ApiError as it is", () => {
    const error = new ApiError("forbidden", "Not your event");
    expect(toApiError(error)).toBe(error);
    expect(error.status).toBe(403);
  });

  it("maps a zod error to 422 with messages per field", () => {
    const result = z.object({ email: z.email(), age: z.number() }).safeParse({ email: "nope", age: "x" });
    const mapped = toApiError(result.error);
    expect(mapped?.status).toBe(422);
    expect(Object.keys(mapped?.errors ?? {})).toEqual(["email", "age"]);
    expect(mapped?.message).toMatch(/^email: /);
  });

  it("maps a bad ObjectId cast to 400", () => {
    const cast = new mongoose.Error.CastError("ObjectId", "nope", "_id");
    expect(toApiError(cast)).toMatchObject({ status: 400, message: "Invalid value for _id" });
  });

  it("maps a duplicate key (E11000) to 409", () => {
    const duplicate = Object.assign(new Error("E11000 duplicate key"), { code: 11000, keyValue: { email: "a@b.c" } });
    expect(toApiError(duplicate)).toMatchObject({ status: 409, message: "A record with this email already exists" });
  });

  it("maps an unreachable database to 503", () => {
    const down = Object.assign(new Error("connect ECONNREFUSED"), { name: "MongooseServerSelectionError" });
    expect(toApiError(down)?.status).toBe(503);
  });

  it("maps a command cut off because the database stopped answering the driver's checks (hung) to 503", () => {
    for (const name of ["PoolClearedOnNetworkError", "MongoPoolClearedError", "MongoNetworkTimeoutError"]) {
      const hung = Object.assign(new Error("Connection to 127.0.0.1:27018 interrupted due to server monitor timeout"), { name });
      expect(toApiError(hung)?.status, name).toBe(503);
    }
  });

  it("leaves unknown errors as faults (a logged 500)", () => {
    expect(toApiError(new TypeError("boom"))).toBeNull();
  });
});
