import { getEnv, type Env } from "@/lib/platform/env";

/**
 * Once per server process: fail fast on bad configuration, follow the change feed, seed an empty
 * embedded database, migrate, start sweepers. Following the feed makes the first connection, whose
 * self-tests (lib/platform/db.ts) stop a production process on a database whose clock is off or
 * that loses conditional updates (lib/platform/database-self-test.ts), before any request is taken.
 */
export async function onServerStart(): Promise<void> {
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    // A server that cannot work must not look healthy: say why and stop.
    console.error((error as Error).message);
    process.exit(1);
  }
  if (env.paymentsTestMode) warnTestMode();

  // Cached data and pages are this process's own, in memory (lib/platform/http/page-cache-handler.mjs): a
  // start finds none, deletes nothing a sibling sharing the build uses, and reads nothing an earlier
  // process left on disk. Changes made by any process reach them through the change feed, followed
  // from here on; before the first request, so nothing is cached from a change it has not seen.
  const { followChangeFeed } = await import("@/lib/domain/change-feed/follow-change-feed");
  await followChangeFeed();

  if (env.EMBEDDED_DB && env.SEED_ON_START) {
    const { seedEmptyDatabase } = await import("@/lib/jobs/seed/seed-on-start");
    await seedEmptyDatabase();
  }

  // After the seed, so demo events written without types get theirs too; before the sweepers.
  const { runMigrations } = await import("@/lib/jobs/migrations");
  await runMigrations();

  // Tickets sold back by their holders go to the waitlist before the public (docs/resale.md).
  const [{ onSeatsCameBack }, { offerReturnedSeats }] = await Promise.all([
    import("@/lib/domain/inventory/resale-seats"),
    import("@/lib/domain/waitlist/nudge/offer-returned-seats"),
  ]);
  onSeatsCameBack((eventId) => offerReturnedSeats(eventId));
  const { startSweepers } = await import("@/lib/jobs/sweepers/start-sweepers");
  startSweepers();
}

/** Said on stderr whatever LOG_LEVEL is: a server taking pretend payments must never go unnoticed. */
function warnTestMode() {
  console.warn(
    [
      "!!! PAYMENTS TEST MODE: no PAYSTACK_SECRET_KEY is set, so the built-in TEST MODE gateway takes payments.",
      '!!! Anyone can "pay" for tickets and plans without money moving. Never run a real sale like this.',
    ].join("\n"),
  );
}
