#!/usr/bin/env node
// `npm run dev` / `npm start` / `npm run seed`: runs the app (or the seed) against MONGODB_URI,
// or, when it is unset, against the embedded FerretDB it installs and starts under .data/db.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ROOT, clearState, runningFerretdb, superviseFerretdb, writeState } from "./lib/ferretdb.mjs";

// Read .env before deciding anything (it may set MONGODB_URI or DATA_DIR); the environment wins.
if (existsSync(path.join(ROOT, ".env"))) process.loadEnvFile(path.join(ROOT, ".env"));
const { CLUSTER_SERVER, DATA_DIR, dataEnv, serverNodeArgs, standaloneServer } = await import("./lib/app.mjs");

const mode = process.argv[2];
const commands = {
  dev: () => [path.join(ROOT, "node_modules/.bin/next"), ["dev", "--port", process.env.PORT ?? "3000"]],
  start: () => [process.execPath, [...serverNodeArgs(), CLUSTER_SERVER, standaloneServer()]],
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
    const running = runningFerretdb(dataDir);
    if (running) {
      env.MONGODB_URI = running;
    } else {
      // Restarted on the same port and data if it dies, so the app need not be restarted with it.
      database = await superviseFerretdb({ dataDir, onRestart: (restarted) => writeState(dataDir, { pid: restarted.process.pid, uri: restarted.uri }) });
      writeState(dataDir, { pid: database.process.pid, uri: database.uri });
      database.dataDir = dataDir;
      env.MONGODB_URI = database.uri;
      console.log(`Embedded database (FerretDB, SQLite) at ${database.uri}, data in ${dataDir}`);
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
