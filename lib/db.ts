import "server-only";
import mongoose from "mongoose";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

type Cache = { connection?: Promise<typeof mongoose> };

// One connection per process, kept on globalThis so hot reloads in development reuse it.
const cache: Cache = ((globalThis as { __scheditixDb?: Cache }).__scheditixDb ??= {});

/**
 * Connects mongoose once per process. The embedded FerretDB (SQLite backend) does not make a
 * conditional update atomic across concurrent connections, but handles one connection's commands
 * one at a time, so against it we use a single connection. MongoDB gets a normal pool.
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
      maxPoolSize: env.EMBEDDED_DB ? 1 : 20,
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
