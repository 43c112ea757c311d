#!/usr/bin/env node
// `npm run dev` / `npm start` / `npm run seed`: runs the app (or the seed) against MONGODB_URI,
// or, when it is unset, against the embedded FerretDB of .data/db on 127.0.0.1:EMBEDDED_DB_PORT:
// the one already running there (`npm run db`), else one it starts, supervises and stops on exit.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ROOT, attachToFerretdb, clearState, embeddedDatabasePort, superviseFerretdb, writeState } from "./ferretdb.mjs";

// Read .env before deciding anything (it may set MONGODB_URI or DATA_DIR); the environment wins.
if (existsSync(path.join(ROOT, ".env"))) process.loadEnvFile(path.join(ROOT, ".env"));
const { DATA_DIR, SERVER, builtApp, dataEnv, serverNodeArgs } = await import("./app.mjs");

const mode = process.argv[2];
const commands = {
  dev: () => [path.join(ROOT, "node_modules/.bin/next"), ["dev", "--port", process.env.PORT ?? "3000"]],
  start: () => [process.execPath, [...serverNodeArgs(), SERVER, builtApp()]],
  seed: () => [path.join(ROOT, "node_modules/.bin/tsx"), [path.join(ROOT, "scripts/seed.ts")]],
};
if (!commands[mode]) {
  console.error(`usage: run-app.mjs ${Object.keys(commands).join("|")}`);
  process.exit(2);
}

const env = { ...process.env, ...dataEnv() };
if (mode === "start") env.PORT ??= "3000";
let database;

try {
  if (!env.MONGODB_URI) {
    const dataDir = path.join(DATA_DIR, "db");
    const port = embeddedDatabasePort();
    // One already serving this data directory (`npm run db`, or another app process) is used as it
    // is, and left running when this app stops.
    const attached = await attachToFerretdb({ dataDir, port });
    if (attached) {
      env.MONGODB_URI = attached;
      console.log(`Embedded database already running at ${attached}; using it (it keeps running after this app stops)`);
    } else {
      // Restarted on the same port and data if it dies, so the app need not be restarted with it.
      const record = (running) => writeState(dataDir, { pid: running.process.pid, uri: running.uri });
      database = await superviseFerretdb({ dataDir, port, onRestart: record });
      record(database);
      database.dataDir = dataDir;
      env.MONGODB_URI = database.uri;
      console.log(
        `Embedded database (FerretDB, SQLite) at ${database.uri}, data in ${dataDir}; stopped with this app (\`npm run db\` runs one that outlives it)`,
      );
    }
    env.EMBEDDED_DB = "ferretdb";
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const [command, args] = commands[mode]();
const app = spawn(command, args, { env, stdio: "inherit" });

// Stop the app first so in-flight writes finish, then the database.
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  app.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));

app.on("exit", async (code, signal) => {
  if (database) {
    await database.stop();
    clearState(database.dataDir);
  }
  // Asked to stop and the app stopped on that signal (Node exits 128 + signal number): a clean stop.
  const stoppedOnRequest = stopping && (signal !== null || code === 130 || code === 143);
  process.exit(stoppedOnRequest ? 0 : (code ?? 1));
});
