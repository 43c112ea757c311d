import "server-only";

/**
 * Holds, rate-limit windows and the order sweeper compare times written by every app process with
 * each process's own clock. The processes agree only if their clocks do, so each one compares its
 * clock with the database's (`hello` answers the server's `localTime` on MongoDB and FerretDB alike).
 */

/** Beyond this a process says so loudly: NTP keeps synced machines within milliseconds. */
export const CLOCK_WARN_MS = 1_000;

export type ClockReading = {
  /** The database's time minus this process's, at the middle of the round trip (ms). */
  offsetMs: number;
  /** How far the true offset may lie from `offsetMs`: half the round trip (ms). */
  uncertaintyMs: number;
};

export type ClockVerdict = "in-step" | "warn" | "refuse";

/** Reads the database's clock `samples` times and keeps the reading with the shortest round trip. */
export async function readDatabaseClock(hello: () => Promise<{ localTime?: unknown }>, samples = 3): Promise<ClockReading> {
  let best: ClockReading | undefined;
  for (let sample = 0; sample < samples; sample++) {
    const sent = Date.now();
    const answer = await hello();
    const received = Date.now();
    if (!(answer.localTime instanceof Date)) throw new Error("the database's hello answered no localTime");
    const reading = { offsetMs: answer.localTime.getTime() - (sent + received) / 2, uncertaintyMs: (received - sent) / 2 };
    if (!best || reading.uncertaintyMs < best.uncertaintyMs) best = reading;
  }
  return best!;
}

/** Refuses only an offset certainly beyond the limit, warns on one that may be beyond CLOCK_WARN_MS. */
export function judgeClock({ offsetMs, uncertaintyMs }: ClockReading, limitMs: number): ClockVerdict {
  const certainly = Math.abs(offsetMs) - uncertaintyMs;
  if (limitMs > 0 && certainly > limitMs) return "refuse";
  if (certainly > CLOCK_WARN_MS) return "warn";
  return "in-step";
}

/** What the log says, whatever LOG_LEVEL is. */
export function describeClock({ offsetMs, uncertaintyMs }: ClockReading, verdict: ClockVerdict, limitMs: number): string {
  const direction = offsetMs > 0 ? "behind" : "ahead of";
  const seconds = (Math.abs(offsetMs) / 1000).toFixed(1);
  const measured = `This server's clock is ${seconds} s (± ${(uncertaintyMs / 1000).toFixed(1)} s) ${direction} the database's.`;
  const why = "Holds, rate limits and crash repair compare times written by every server process; run NTP on every machine (README, Operating).";
  if (verdict === "refuse") return `!!! ${measured} That is beyond MAX_CLOCK_SKEW_SECONDS (${limitMs / 1000}): this server refuses to start. ${why}`;
  return `!!! ${measured} ${why}`;
}
