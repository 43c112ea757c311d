#!/usr/bin/env node
// `npm run db`: runs the embedded database (FerretDB, SQLite backend) on its own, on
// 127.0.0.1:EMBEDDED_DB_PORT with its data in $DATA_DIR/db, restarted whenever it dies, until
// SIGTERM or Ctrl-C stops it cleanly. App processes (`npm start`, `npm run dev`) find and use it,
// and never stop it: it outlives any of them.
import { existsSync } from "node:fs";
import path from "node:path";
import { ROOT, attachToFerretdb, clearState, embeddedDatabasePort, superviseFerretdb, writeState } from "../server/ferretdb.mjs";

if (existsSync(path.join(ROOT, ".env"))) process.loadEnvFile(path.join(ROOT, ".env"));
const { DATA_DIR } = await import("../server/app.mjs");

const dataDir = path.join(DATA_DIR, "db");
let database;
try {
  const port = embeddedDatabasePort();
  const running = await attachToFerretdb({ dataDir, port, waitMs: 0 }).catch((error) => {
    // Recorded but not answering: its supervisor is restarting it.
    if (/does not answer/.test(error.message))
      throw new Error(`The embedded database of ${dataDir} is already supervised (see ${path.join(dataDir, "ferretdb.json")}).`);
    throw error;
  });
  if (running) throw new Error(`The embedded database of ${dataDir} already runs at ${running}.`);
  const record = (current) => writeState(dataDir, { pid: current.process.pid, uri: current.uri });
  database = await superviseFerretdb({ dataDir, port, onRestart: record });
  record(database);
  console.log(`Embedded database (FerretDB, SQLite) at ${database.uri}, data in ${dataDir}`);
  console.log(`App processes use it with no MONGODB_URI (npm start, npm run dev), or MONGODB_URI=${database.uri}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await database.stop();
  clearState(dataDir);
  console.log("Embedded database stopped");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
