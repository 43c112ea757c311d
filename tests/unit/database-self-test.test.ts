import { describe, expect, it } from "vitest";
import { describeUnsafeDatabase, judgeSelfTest, losesUpdates } from "@/lib/platform/database-self-test";
import { parseEnv } from "@/lib/platform/env";

const keptStock = { taken: 50, counted: 50, ms: 200 };
const lostUpdates = { taken: 100, counted: 7, ms: 300 };

describe("judging the self-test of atomic conditional updates", () => {
  it("passes only 50 takes of 50 that the count confirms", () => {
    expect(losesUpdates(keptStock)).toBe(false);
    expect(losesUpdates(lostUpdates)).toBe(true);
    expect(losesUpdates({ taken: 50, counted: 49, ms: 1 })).toBe(true);
    expect(losesUpdates({ taken: 51, counted: 51, ms: 1 })).toBe(true);
    expect(losesUpdates({ taken: 49, counted: 49, ms: 1 })).toBe(true);
  });

  it("refuses an unsafe database in production unless overridden, and only warns elsewhere", () => {
    expect(judgeSelfTest(keptStock, { production: true, allowUnsafe: false })).toBe("keeps-stock");
    expect(judgeSelfTest(lostUpdates, { production: true, allowUnsafe: false })).toBe("refuse");
    expect(judgeSelfTest(lostUpdates, { production: true, allowUnsafe: true })).toBe("start-overridden");
    expect(judgeSelfTest(lostUpdates, { production: false, allowUnsafe: false })).toBe("start-in-development");
  });

  it("names what is supported and how to override when it refuses", () => {
    const message = describeUnsafeDatabase(lostUpdates, "refuse");
    expect(message).toContain("took 100, and the count reads 7");
    expect(message).toContain("MongoDB 6+ or Atlas");
    expect(message).toContain("one FerretDB process per data directory");
    expect(message).toContain("set ALLOW_UNSAFE_DATABASE=true");
  });

  it("reads ALLOW_UNSAFE_DATABASE as off unless it is true", () => {
    expect(parseEnv({}).ALLOW_UNSAFE_DATABASE).toBe(false);
    expect(parseEnv({ ALLOW_UNSAFE_DATABASE: "true" }).ALLOW_UNSAFE_DATABASE).toBe(true);
    expect(() => parseEnv({ ALLOW_UNSAFE_DATABASE: "yes" })).toThrow(/ALLOW_UNSAFE_DATABASE/);
  });
});
