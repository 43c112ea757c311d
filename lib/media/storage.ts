import "server-only";
import { connectToDatabase } from "@/lib/db";
import { getEnv } from "@/lib/env";
import type { MediaStorage } from "@/lib/media/media-storage";
import { openStorage } from "@/lib/media/open-storage";

let configured: MediaStorage | undefined;

/** The storage this process was configured with (STORAGE, see lib/media/storage-choice.ts). */
export function storage(): MediaStorage {
  const env = getEnv();
  configured ??= openStorage(env.storage, { root: env.STORAGE_DIR, database: appDatabase });
  return configured;
}

async function appDatabase() {
  const db = (await connectToDatabase()).connection.db;
  if (!db) throw new Error("The database connection has no database.");
  return db;
}
