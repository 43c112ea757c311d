import "server-only";
import mongoose from "mongoose";
import { isDatabaseKnownDown, noteDatabaseReachable, noteDatabaseUnreachable } from "@/lib/platform/database-status";
import { watchDatabaseClock } from "@/lib/platform/watch-database-clock";
import { refuseDatabaseThatLosesUpdates } from "@/lib/platform/database-self-test";
import { getEnv } from "@/lib/platform/env";
import { logger } from "@/lib/platform/logger";

/**
 * How long a request waits for an unreachable database before it fails (and a page answers 503,
 * an API call 503): finding a server, and, once connected, mongoose holding a command while the
 * connection is lost. Its default of 10 s left pages hanging; a restarted embedded database is
 * back within about a second.
 */
const UNREACHABLE_AFTER_MS = 2_500;

/**
 * How long the driver's check on the server (every 2 s) waits for an answer. A database that stops
 * answering without closing its connections (hung, or its machine gone) is taken for lost when one
 * check times out: commands under way on its connections fail at once, and the next ones wait
 * UNREACHABLE_AFTER_MS for it. The driver's default (30 s) kept pages and API calls waiting that long.
 */
const CHECK_TIMEOUT_MS = 3_000;

/**
 * The longest any one command may go without a byte from the database: a backstop should the
 * server answer its checks but not a command (a stuck lock). Far above what a request's queries take.
 */
const SOCKET_TIMEOUT_MS = 20_000;

type Cache = { connection?: Promise<typeof mongoose>; lastFailure?: unknown };

// One pool per process, kept on globalThis so hot reloads in development reuse it.
const cache: Cache = ((globalThis as { __scheditixDb?: Cache }).__scheditixDb ??= {});

/**
 * Connects mongoose once per process, with a pool of connections. The embedded FerretDB is built
 * with our patch (server/ferretdb), which makes each conditional update atomic across
 * connections, as MongoDB does, so both get the same pool. Once connected, the self-test of
 * atomic updates (database-self-test.ts) proves it before the first query.
 */
export function connectToDatabase(): Promise<typeof mongoose> {
  if (cache.connection) return cache.connection;
  // Right after a failed connect, fail at once rather than every request waiting out the timeout.
  if (cache.lastFailure && isDatabaseKnownDown()) return Promise.reject(cache.lastFailure);

  const env = getEnv();
  if (!env.MONGODB_URI) {
    throw new Error(
      "MONGODB_URI is not set. Start the app with `npm run dev` or `npm start`, which start the embedded database, or set MONGODB_URI to a MongoDB server.",
    );
  }

  mongoose.set("strictQuery", true);
  mongoose.set("bufferTimeoutMS", UNREACHABLE_AFTER_MS);
  watchConnection();
  cache.connection = mongoose
    .connect(env.MONGODB_URI, {
      // Connections per process (DATABASE_POOL_SIZE, 20): enough for a rush without queueing on the
      // pool. Every process holds up to that many, so processes × pool size must fit the server.
      maxPoolSize: env.DATABASE_POOL_SIZE,
      serverSelectionTimeoutMS: UNREACHABLE_AFTER_MS,
      // How often the driver checks on the server (10 s by default): while it is lost, mongoose holds
      // commands until a check finds it again, so a restarted database is used within 2 s.
      heartbeatFrequencyMS: 2_000,
      connectTimeoutMS: CHECK_TIMEOUT_MS,
      socketTimeoutMS: SOCKET_TIMEOUT_MS,
    })
    .then(async (connected) => {
      cache.lastFailure = undefined;
      watchChecks(connected.connection.getClient());
      const db = connected.connection.db;
      // Before the first query, a production process refuses to start on a database whose clock
      // disagrees with its own, or that loses conditional updates (it could not keep stock).
      if (db) {
        await watchDatabaseClock(db, env.MAX_CLOCK_SKEW_SECONDS);
        await refuseDatabaseThatLosesUpdates(db, { production: env.NODE_ENV === "production", allowUnsafe: env.ALLOW_UNSAFE_DATABASE });
      }
      return connected;
    })
    .catch((error: unknown) => {
      cache.connection = undefined;
      cache.lastFailure = error;
      noteDatabaseUnreachable();
      logger.error("database connection failed", { error });
      throw error;
    });
  return cache.connection;
}

/** Keeps the shared status in step with the driver's view: lost, found again. Once per process. */
function watchConnection() {
  const connection = mongoose.connection as typeof mongoose.connection & { scheditixWatched?: boolean };
  if (connection.scheditixWatched) return;
  connection.scheditixWatched = true;
  connection.on("disconnected", () => noteDatabaseUnreachable());
  connection.on("connected", () => noteDatabaseReachable());
  connection.on("reconnected", () => noteDatabaseReachable());
}

/**
 * While the driver's checks on the server fail, the database counts as down (pages answer the 503
 * page, lib/platform/database-status.ts) until one succeeds: a hung server leaves the connection open, so
 * mongoose alone would say "disconnected" only once.
 */
function watchChecks(client: ReturnType<typeof mongoose.connection.getClient>) {
  const watched = client as typeof client & { scheditixChecks?: boolean };
  if (watched.scheditixChecks) return;
  watched.scheditixChecks = true;
  client.on("serverHeartbeatFailed", () => noteDatabaseUnreachable(UNTIL_CHECK_SUCCEEDS_MS));
  client.on("serverHeartbeatSucceeded", () => noteDatabaseReachable());
}

// Longer than a failed check and the wait before the next (3 s + 2 s): a success ends it sooner.
const UNTIL_CHECK_SUCCEEDS_MS = 10_000;

/**
 * True when the database answers a ping within `timeoutMs` of this process's own time. Time the
 * event loop spent busy (hashing, rendering) is not charged to the database: a busy process
 * answers late, but never says "database down" because it was busy.
 */
export async function isDatabaseReachable(timeoutMs = 2_000): Promise<boolean> {
  try {
    const ping = connectToDatabase().then(async (connection) => {
      const db = connection.connection.db;
      if (!db) return false;
      await db.admin().command({ ping: 1 });
      return true;
    });
    return await withIdleTimeout(ping, timeoutMs);
  } catch {
    return false;
  }
}

const TICK_MS = 100;

/**
 * Rejects once `ms` of on-time ticks have passed without `promise` settling. A tick that comes late
 * (the event loop was held up) counts as one tick, not as the time it was held up: timers run
 * before the I/O that arrived meanwhile, so a plain timeout would fire first and blame the database.
 */
function withIdleTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let charged = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      charged += Math.min(now - last, TICK_MS);
      last = now;
      if (charged >= ms) reject(new Error(`timed out after ${ms} ms`));
    }, TICK_MS);
    promise.then(resolve, reject).finally(() => clearInterval(timer));
  });
}
