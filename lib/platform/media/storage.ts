import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { getEnv } from "@/lib/platform/env";
import type { MediaStorage } from "@/lib/platform/media/media-storage";
import { withMemoryCache } from "@/lib/platform/media/memory-cache";
import { openStorage } from "@/lib/platform/media/open-storage";

/**
 * GridFS files served again within 10 minutes come from memory: up to 16 MB per process, files up
 * to 1 MB (posters are 40–200 KB). A GridFS read is three queries, about 10 ms on the embedded
 * database with nothing else running; the disk needs no such cache (the OS keeps its files).
 */
const GRIDFS_MEMORY_CACHE = { maxBytes: 16 * 1024 * 1024, maxFileBytes: 1024 * 1024, maxAgeMs: 10 * 60_000 };

let configured: MediaStorage | undefined;

/** The storage this process was configured with (STORAGE, see lib/platform/storage-choice.ts). */
export function storage(): MediaStorage {
  if (configured) return configured;
  const env = getEnv();
  const opened = openStorage(env.storage, { root: env.STORAGE_DIR, database: appDatabase });
  configured = opened.kind === "gridfs" ? withMemoryCache(opened, GRIDFS_MEMORY_CACHE) : opened;
  return configured;
}

async function appDatabase() {
  const db = (await connectToDatabase()).connection.db;
  if (!db) throw new Error("The database connection has no database.");
  return db;
}
