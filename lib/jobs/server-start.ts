import { getEnv, type Env } from "@/lib/platform/env";

/** Once per server process: fail fast on bad configuration, seed an empty embedded database, start sweepers. */
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

  // After the seed, so demo events written without types get theirs too.
  const { migrateTicketTypes } = await import("@/lib/domain/ticket-types/migrate-ticket-types");
  await migrateTicketTypes().catch((error: unknown) => console.error("ticket type migration failed", error));
  const { markLiveHolds } = await import("@/lib/domain/inventory/mark-live-holds");
  await markLiveHolds().catch((error: unknown) => console.error("order marks migration failed", error));
  // Before the sweepers: their first run removes the older invitations and links already past their day.
  const { migrateTeamSweepDays } = await import("@/lib/domain/team/migrate-team-sweep-days");
  await migrateTeamSweepDays().catch((error: unknown) => console.error("team sweep days migration failed", error));
  // Signing keys stored in the clear before sealing are sealed (a short read: one key per event).
  const { sealGateKeys } = await import("@/lib/domain/gate/seal-gate-keys");
  await sealGateKeys().catch((error: unknown) => console.error("sealing gate signing keys failed", error));

  // In the background: a first start after the upgrade reads the window's paid orders once, and
  // trending only lacks the older sales until it is done.
  const { backfillSalesDays } = await import("@/lib/domain/sales-days/backfill-sales-days");
  void backfillSalesDays().catch((error: unknown) => console.error("sales-days backfill failed", error));

  // In the background too: events from before the search index are found by search once it is done.
  const { migrateEventSearch } = await import("@/lib/domain/search/migrate-event-search");
  void migrateEventSearch().catch((error: unknown) => console.error("event search migration failed", error));

  // In the background too: the gate list reads older attendees' phones from their buyers until it is done.
  const { backfillAttendeePhones } = await import("@/lib/domain/gate/backfill-attendee-phones");
  void backfillAttendeePhones().catch((error: unknown) => console.error("attendee phones backfill failed", error));

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
