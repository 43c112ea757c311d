// What `npm run backup` and `npm run restore` share: the SQLite files FerretDB keeps (one
// <database>.sqlite per database, WAL mode, its metadata inside each file) and the archive layout.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { DatabaseSync, backup } from "node:sqlite";

export const DATABASE_FILE = /^[^.][^/]*\.sqlite$/;
export const MANIFEST = "manifest.json";
export const ARCHIVE_FORMAT = 1;

/** The database files of a FerretDB data directory (not their -wal and -shm companions). */
export function databaseFiles(dir) {
  try {
    return readdirSync(dir).filter((name) => DATABASE_FILE.test(name));
  } catch (error) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
}

/**
 * Copies one SQLite database while FerretDB keeps writing to it, through SQLite's online backup:
 * every page in one step, inside one read transaction, so the copy is the database as it was at
 * one instant (WAL lets FerretDB's writes go on meanwhile). Answers the pages copied.
 */
export async function copyDatabase(source, destination) {
  const database = new DatabaseSync(source, { timeout: 10_000 });
  try {
    return await backup(database, destination, { rate: 2 ** 31 - 1 });
  } finally {
    database.close();
  }
}

/** Throws unless SQLite finds the file sound (`PRAGMA quick_check`). */
export function checkDatabase(file) {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = database.prepare("PRAGMA quick_check").all();
    const problems = rows.map((row) => Object.values(row)[0]).filter((answer) => answer !== "ok");
    if (problems.length > 0) throw new Error(`${file} is damaged: ${problems.slice(0, 3).join("; ")}`);
  } finally {
    database.close();
  }
}

/** Runs the system's tar (GNU or BSD) with `args`; rejects with its output when it fails. */
export function tar(args) {
  return new Promise((resolve, reject) => {
    const child = spawn("tar", args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`tar ${args[0]} failed (${code}): ${stderr.trim()}`))));
  });
}
