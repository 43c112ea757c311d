import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * TEST MODE's outboxes: one JSON file per message, named by time so names sort newest last, written
 * then renamed so a reader never sees half a message.
 */
export async function writeToOutbox(dir: string, record: Record<string, unknown>): Promise<string> {
  const folder = path.resolve(dir);
  await mkdir(folder, { recursive: true });
  const createdAt = new Date().toISOString();
  const id = `${createdAt.replace(/:/g, "-")}-${randomBytes(4).toString("hex")}`;
  const file = path.join(folder, `${id}.json`);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify({ ...record, createdAt }, null, 2));
  await rename(temporary, file);
  return id;
}

/** The newest `limit` messages of an outbox, newest first (an absent folder is an empty outbox). */
export async function readOutbox(dir: string, limit: number): Promise<Record<string, unknown>[]> {
  const folder = path.resolve(dir);
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  names.sort().reverse();
  const records = await Promise.all(
    names.slice(0, limit).map(async (name) => {
      try {
        const record = JSON.parse(await readFile(path.join(folder, name), "utf8")) as Record<string, unknown>;
        return { id: name.replace(/\.json$/, ""), ...record } as Record<string, unknown>;
      } catch {
        return null;
      }
    }),
  );
  return records.filter((record): record is Record<string, unknown> => record !== null);
}
