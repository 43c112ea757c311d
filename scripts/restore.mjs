#!/usr/bin/env node
// `npm run restore FILE [--force]`: puts a backup from `npm run backup` (the .tar.gz, or that archive
// unpacked into a directory) back as the embedded database ($DATA_DIR/db) and the uploads
// (STORAGE_DIR). Refuses a data directory that holds a database or uploads unless --force
// (which replaces them), and always refuses while a database runs on it.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { cp } from "node:fs/promises";
import path from "node:path";
import { ARCHIVE_FORMAT, MANIFEST, checkDatabase, databaseFiles, tar } from "./lib/backup-files.mjs";
import { ROOT, recordedFerretdb } from "../server/ferretdb.mjs";

if (existsSync(path.join(ROOT, ".env"))) process.loadEnvFile(path.join(ROOT, ".env"));
const { DATA_DIR, dataEnv } = await import("../server/app.mjs");

const args = process.argv.slice(2);
const force = args.includes("--force");
const [source] = args.filter((arg) => arg !== "--force");
if (!source) {
  console.error("usage: npm run restore FILE [-- --force]   (FILE: a scheditix-backup-….tar.gz, or that archive unpacked)");
  process.exit(2);
}

const dataDir = path.join(DATA_DIR, "db");
const uploadsDir = dataEnv().STORAGE_DIR;
const isEmpty = (dir) => !existsSync(dir) || readdirSync(dir).length === 0;
let unpacked;

try {
  if (!existsSync(source)) throw new Error(`${source} does not exist`);
  const running = recordedFerretdb(dataDir);
  if (running) throw new Error(`The embedded database of ${dataDir} is running (${running.uri}): stop it, and every app using it, first.`);
  const occupied = [databaseFiles(dataDir).length > 0 && dataDir, !isEmpty(uploadsDir) && uploadsDir].filter(Boolean);
  if (occupied.length > 0 && !force) {
    throw new Error(`${occupied.join(" and ")} already hold data. Restore into a fresh DATA_DIR, or add --force to replace it.`);
  }

  mkdirSync(DATA_DIR, { recursive: true });
  let backup = path.resolve(source);
  if (statSync(backup).isFile()) {
    unpacked = mkdtempSync(path.join(DATA_DIR, ".restore-"));
    await tar(["-xzf", backup, "-C", unpacked]);
    backup = unpacked;
  }
  const manifest = JSON.parse(readFileSync(path.join(backup, MANIFEST), "utf8"));
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new Error(`${source} is a backup of format ${manifest.format}; this version reads format ${ARCHIVE_FORMAT}`);
  for (const { file } of manifest.databases) checkDatabase(path.join(backup, "db", file));

  if (force) {
    // The database's files with their -wal and -shm companions, and every upload.
    for (const name of existsSync(dataDir) ? readdirSync(dataDir) : []) {
      if (/\.sqlite(-wal|-shm)?$/.test(name)) rmSync(path.join(dataDir, name), { force: true });
    }
    rmSync(uploadsDir, { recursive: true, force: true });
  }
  mkdirSync(dataDir, { recursive: true });
  for (const { file } of manifest.databases) await cp(path.join(backup, "db", file), path.join(dataDir, file));
  if (existsSync(path.join(backup, "uploads"))) {
    mkdirSync(path.dirname(uploadsDir), { recursive: true });
    await cp(path.join(backup, "uploads"), uploadsDir, { recursive: true });
  }
  console.log(
    `Restored the backup taken at ${manifest.takenAt}: ${manifest.databases.length} database file(s) into ${dataDir}, ${manifest.uploads} upload(s) into ${uploadsDir}.`,
  );
  console.log("Start the database (npm run db) or the app (npm start): the order sweeper finishes what was in flight when the copy was taken.");
} catch (error) {
  console.error(`Restore failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (unpacked) rmSync(unpacked, { recursive: true, force: true });
}
