#!/usr/bin/env node
// `npm run backup [DIR]`: a consistent copy of the embedded database and the uploads, taken while
// the app serves traffic, as one archive DIR/scheditix-backup-<UTC time>.tar.gz (DIR: ./backups).
// `npm run restore FILE` puts it back. Needs Node 22.16 or newer (node:sqlite's backup).
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cp, readdir } from "node:fs/promises";
import path from "node:path";
import { ARCHIVE_FORMAT, MANIFEST, checkDatabase, copyDatabase, databaseFiles, tar } from "./lib/backup-files.mjs";
import { ROOT } from "../server/ferretdb.mjs";

// An archive holds the whole database (accounts, orders, password hashes): everything this writes,
// the working copies, tar's output and a backups directory it creates, is its owner's alone (0600,
// 0700), whatever the shell's umask.
process.umask(0o077);

if (existsSync(path.join(ROOT, ".env"))) process.loadEnvFile(path.join(ROOT, ".env"));
const { DATA_DIR, dataEnv } = await import("../server/app.mjs");

const target = path.resolve(process.argv[2] ?? path.join(ROOT, "backups"));
const dataDir = path.join(DATA_DIR, "db");
const uploadsDir = dataEnv().STORAGE_DIR;
const started = new Date();
const name = `scheditix-backup-${started.toISOString().replace(/[:.]/g, "-")}`;
const work = path.join(target, `${name}.partial`);
const archive = path.join(target, `${name}.tar.gz`);

/** Files under `dir`, relative to it, that are not half-written (storage writes a .tmp, then renames it). */
async function countFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp")).length;
}

try {
  const files = databaseFiles(dataDir);
  if (files.length === 0)
    throw new Error(`No embedded database in ${dataDir} (a MONGODB_URI deployment is backed up with mongodump or its provider's backups).`);
  mkdirSync(path.join(work, "db"), { recursive: true });

  // The database first, then the uploads: a file is stored before any document names it, so
  // every upload the copied database refers to is already on disk when the uploads are copied.
  const databases = [];
  for (const file of files) {
    const copy = path.join(work, "db", file);
    const pages = await copyDatabase(path.join(dataDir, file), copy);
    checkDatabase(copy);
    databases.push({ file, pages, bytes: statSync(copy).size });
  }
  const copiedAt = new Date();
  if (existsSync(uploadsDir)) {
    await cp(uploadsDir, path.join(work, "uploads"), { recursive: true, filter: (source) => !source.endsWith(".tmp") });
  }
  const uploads = await countFiles(path.join(work, "uploads"));
  const manifest = { format: ARCHIVE_FORMAT, takenAt: copiedAt.toISOString(), databases, uploads };
  writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");

  await tar(["-czf", `${archive}.partial`, "-C", work, "."]);
  renameSync(`${archive}.partial`, archive);
  chmodSync(archive, 0o600);
  const megabytes = (bytes) => (bytes / 1_048_576).toFixed(1);
  const total = databases.reduce((sum, database) => sum + database.bytes, 0);
  console.log(
    `Backed up ${databases.length} database file(s) (${megabytes(total)} MB) and ${uploads} upload(s) in ${((Date.now() - started.getTime()) / 1000).toFixed(1)} s`,
  );
  console.log(`${archive} (${megabytes(statSync(archive).size)} MB); restore with: npm run restore ${archive}`);
} catch (error) {
  console.error(`Backup failed: ${error.message}`);
  rmSync(`${archive}.partial`, { force: true });
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
