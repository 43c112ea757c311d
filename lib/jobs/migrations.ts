import "server-only";

/**
 * Every data migration the server runs at start, in order. Each records itself as done
 * (lib/platform/migration-record.ts), so a later start skips it with one read. `blocking` ones finish
 * before the sweepers start (the sweepers and the first requests rely on them); the others run in
 * the background, and what they fill in is read the old way until they are done.
 */
const MIGRATIONS: { name: string; blocking: boolean; run: () => Promise<unknown> }[] = [
  // After the seed, so demo events written without types get theirs too.
  { name: "ticket types", blocking: true, run: async () => (await import("@/lib/domain/ticket-types/migrate-ticket-types")).migrateTicketTypes() },
  { name: "order marks", blocking: true, run: async () => (await import("@/lib/domain/inventory/mark-live-holds")).markLiveHolds() },
  // Before the sweepers: their first run removes the older invitations and links already past their day.
  { name: "team sweep days", blocking: true, run: async () => (await import("@/lib/domain/team/migrate-team-sweep-days")).migrateTeamSweepDays() },
  // Signing keys stored in the clear before sealing are sealed (a short read: one key per event).
  { name: "sealing gate signing keys", blocking: true, run: async () => (await import("@/lib/domain/gate/seal-gate-keys")).sealGateKeys() },
  // Before the first transfer: a seat's tickets become unique per issue (docs/tickets-for-people.md).
  {
    name: "ticket seat index per issue",
    blocking: true,
    run: async () => (await import("@/lib/domain/tickets/transfer/ticket-seat-index")).dropOldTicketSeatIndex(),
  },
  // Before the first request: a page of the attendee list reads only attendees with their name's order.
  { name: "attendee name keys", blocking: true, run: async () => (await import("@/lib/domain/gate/backfill-name-keys")).backfillNameKeys() },
  // A first start after the upgrade reads the window's paid orders once; trending lacks the older sales until then.
  {
    name: "sales-days backfill",
    blocking: false,
    run: async () => (await import("@/lib/domain/sales-days/backfill-sales-days")).backfillSalesDays(),
  },
  // Events from before the search index are found by search once it is done.
  { name: "event search", blocking: false, run: async () => (await import("@/lib/domain/search/migrate-event-search")).migrateEventSearch() },
  // The gate list reads older attendees' phones from their buyers until it is done.
  {
    name: "attendee phones backfill",
    blocking: false,
    run: async () => (await import("@/lib/domain/gate/backfill-attendee-phones")).backfillAttendeePhones(),
  },
];

/** Runs the blocking migrations one after another, then starts the background ones; a failure is logged, never fatal. */
export async function runMigrations(): Promise<void> {
  const failed = (name: string) => (error: unknown) => console.error(`${name} migration failed`, error);
  for (const migration of MIGRATIONS.filter((each) => each.blocking)) await migration.run().catch(failed(migration.name));
  for (const migration of MIGRATIONS.filter((each) => !each.blocking)) void migration.run().catch(failed(migration.name));
}
