import "server-only";
import mongoose from "mongoose";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

/** Connections per app process: enough for a rush without queueing on the pool. */
const DATABASE_POOL_SIZE = 20;

type Cache = { connection?: Promise<typeof mongoose> };

// One pool per process, kept on globalThis so hot reloads in development reuse it.
const cache: Cache = ((globalThis as { __scheditixDb?: Cache }).__scheditixDb ??= {});

/**
 * Connects mongoose once per process, with a pool of connections. The embedded FerretDB is built
 * with our patch (scripts/ferretdb), which makes each conditional update atomic across
 * connections, as MongoDB does, so both get the same pool.
 */
export function connectToDatabase(): Promise<typeof mongoose> {
  if (cache.connection) return cache.connection;

  const env = getEnv();
  if (!env.MONGODB_URI) {
    throw new Error(
      "MONGODB_URI is not set. Start the app with `npm run dev` or `npm start`, which start the embedded database, or set MONGODB_URI to a MongoDB server.",
    );
  }

  mongoose.set("strictQuery", true);
  cache.connection = mongoose
    .connect(env.MONGODB_URI, {
      maxPoolSize: DATABASE_POOL_SIZE,
      serverSelectionTimeoutMS: 5_000,
    })
    .catch((error: unknown) => {
      cache.connection = undefined;
      logger.error("database connection failed", { error });
      throw error;
    });
  return cache.connection;
}

/** True when the database answers a ping within the timeout. */
export async function isDatabaseReachable(timeoutMs = 2_000): Promise<boolean> {
  try {
    const connection = await withTimeout(connectToDatabase(), timeoutMs);
    const db = connection.connection.db;
    if (!db) return false;
    await withTimeout(db.admin().command({ ping: 1 }), timeoutMs);
    return true;
  } catch {
    return false;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
