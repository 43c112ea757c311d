import { afterEach, describe, expect, it, vi } from "vitest";
import { describeClock, judgeClock, readDatabaseClock } from "@/lib/platform/database-clock";
import { parseEnv } from "@/lib/platform/env";

const FIVE_SECONDS = 5_000;

describe("the app's clock against the database's", () => {
  it("reads the database's localTime against the middle of the round trip, keeping the shortest one", async () => {
    const realNow = Date.now;
    let now = 1_000_000;
    Date.now = () => now;
    try {
      // Round trips of 400, 20 and 100 ms; the database's clock runs 3 s ahead of ours.
      const trips = [400, 20, 100];
      const hello = async () => {
        const trip = trips.shift()!;
        const localTime = new Date(now + trip / 2 + 3_000);
        now += trip;
        return { localTime };
      };
      expect(await readDatabaseClock(hello)).toEqual({ offsetMs: 3_000, uncertaintyMs: 10 });
    } finally {
      Date.now = realNow;
    }
  });

  it("refuses to read a database whose hello answers no localTime", async () => {
    await expect(readDatabaseClock(async () => ({}))).rejects.toThrow("no localTime");
  });

  it("is in step within a second, warns beyond it and refuses beyond the limit", () => {
    expect(judgeClock({ offsetMs: 40, uncertaintyMs: 1 }, FIVE_SECONDS)).toBe("in-step");
    expect(judgeClock({ offsetMs: -2_500, uncertaintyMs: 1 }, FIVE_SECONDS)).toBe("warn");
    expect(judgeClock({ offsetMs: 6_000, uncertaintyMs: 1 }, FIVE_SECONDS)).toBe("refuse");
    expect(judgeClock({ offsetMs: -6_000, uncertaintyMs: 1 }, FIVE_SECONDS)).toBe("refuse");
  });

  it("refuses only an offset that is beyond the limit even at the far end of the round trip's uncertainty", () => {
    expect(judgeClock({ offsetMs: 6_000, uncertaintyMs: 1_500 }, FIVE_SECONDS)).toBe("warn");
    expect(judgeClock({ offsetMs: 1_400, uncertaintyMs: 500 }, FIVE_SECONDS)).toBe("in-step");
  });

  it("only warns when the limit is 0", () => {
    expect(judgeClock({ offsetMs: 600_000, uncertaintyMs: 1 }, 0)).toBe("warn");
  });

  it("says which way the clock is off, by how much, and what to do", () => {
    const message = describeClock({ offsetMs: -7_250, uncertaintyMs: 30 }, "refuse", FIVE_SECONDS);
    expect(message).toContain("This server's clock is 7.3 s (± 0.0 s) ahead of the database's");
    expect(message).toContain("beyond MAX_CLOCK_SKEW_SECONDS (5): this server refuses to start");
    expect(message).toContain("run NTP on every machine");
    expect(describeClock({ offsetMs: 2_000, uncertaintyMs: 30 }, "warn", FIVE_SECONDS)).toContain("2.0 s (± 0.0 s) behind the database's");
  });

  it("takes the limit and the pool size from the settings", () => {
    expect(parseEnv({})).toMatchObject({ MAX_CLOCK_SKEW_SECONDS: 5, DATABASE_POOL_SIZE: 20 });
    expect(parseEnv({ MAX_CLOCK_SKEW_SECONDS: "2", DATABASE_POOL_SIZE: "8" })).toMatchObject({ MAX_CLOCK_SKEW_SECONDS: 2, DATABASE_POOL_SIZE: 8 });
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "0" })).toThrow("DATABASE_POOL_SIZE");
  });
});

/** A database whose clock runs `offsetMs` ahead of ours. */
const databaseAhead = (offsetMs: number) =>
  ({ command: async () => ({ localTime: new Date(Date.now() + offsetMs) }) }) as unknown as Parameters<
    typeof import("@/lib/platform/watch-database-clock").watchDatabaseClock
  >[0];

describe("a server process at start", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  async function startWith(offsetMs: number) {
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    const said = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { watchDatabaseClock } = await import("@/lib/platform/watch-database-clock");
    await watchDatabaseClock(databaseAhead(offsetMs), 5);
    return { exit, said };
  }

  it("refuses to start when its clock is 30 s off the database's, saying why", async () => {
    const { exit, said } = await startWith(30_000);
    expect(exit).toHaveBeenCalledWith(1);
    expect(said.mock.calls[0]?.[0]).toMatch(/30\.0 s .* behind the database's.*refuses to start/);
  });

  it("starts, warning loudly, when its clock is 3 s off", async () => {
    const { exit, said } = await startWith(-3_000);
    expect(exit).not.toHaveBeenCalled();
    expect(said.mock.calls[0]?.[0]).toMatch(/3\.0 s .* ahead of the database's/);
  });

  it("starts quietly when the clocks agree", async () => {
    const { exit, said } = await startWith(0);
    expect(exit).not.toHaveBeenCalled();
    expect(said).not.toHaveBeenCalled();
  });
});
