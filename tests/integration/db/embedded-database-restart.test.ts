import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, pingDatabase, superviseFerretdb } from "../../../server/ferretdb.mjs";
import { freePort } from "../../../server/ports.mjs";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-stack.mjs";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers `status`; answers how long that took, or throws after `withinMs`. */
async function untilStatus(url: string, status: number, withinMs: number, init: RequestInit = {}): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const answered = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (answered === status) return Date.now() - started;
    await sleep(200);
  }
  throw new Error(`${url} did not answer ${status} within ${withinMs} ms`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the launcher (npm start) with its embedded database", () => {
  it("restarts the database after a kill -9, on the same port and data, and the app answers 200 again within seconds", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "scheditix-launcher-"));
    const port = await freePort();
    // The launcher starts the embedded database only when no MONGODB_URI is set.
    const environment = { ...process.env };
    delete environment.MONGODB_URI;
    delete environment.EMBEDDED_DB;
    const launcher = spawn(process.execPath, [path.join(ROOT, "server/run-app.mjs"), "start"], {
      env: {
        ...environment,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        PORT: String(port),
        // Its own database port: other stacks on this machine may use the default.
        EMBEDDED_DB_PORT: String(await freePort()),
        HOSTNAME: "127.0.0.1",
        AUTH_SECRET: TEST_AUTH_SECRET,
        PAYMENTS_TEST_MODE: "true",
        SEED_ON_START: "false",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    launcher.stdout.on("data", (chunk) => (output += chunk));
    launcher.stderr.on("data", (chunk) => (output += chunk));
    const health = `http://127.0.0.1:${port}/api/health`;
    const stateFile = path.join(dataDir, "db/ferretdb.json");
    try {
      await untilStatus(health, 200, 60_000);
      const first = JSON.parse(readFileSync(stateFile, "utf8")) as { pid: number; uri: string };
      const categories = async () => {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/categories`);
        expect(response.status).toBe(200);
        return ((await response.json()) as { data: unknown[] }).data;
      };
      const before = await categories();

      process.kill(first.pid, "SIGKILL");
      // A sign-in reads the database through the app's models: a wrong password is a 401 again
      // (not a 503) once the app has found the restarted database on its own.
      const signIn = {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "nobody@example.com", password: "wrong-password" }),
      };
      expect(await untilStatus(`http://127.0.0.1:${port}/api/v1/login/user/`, 401, 15_000, signIn)).toBeLessThan(8_000);
      expect(await untilStatus(health, 200, 5_000)).toBeLessThan(2_000);
      expect(output).toMatch(/Embedded database exited \(SIGKILL\); restarting it/);
      expect(output).toMatch(/Embedded database restarted/);
      const second = JSON.parse(readFileSync(stateFile, "utf8")) as { pid: number; uri: string };
      // The fixed address (EMBEDDED_DB_PORT) serves again: another process's MONGODB_URI still works.
      expect(second.uri).toBe(first.uri);
      expect(second.pid).not.toBe(first.pid);
      expect(alive(second.pid)).toBe(true);
      // The same data came back with it.
      expect(await categories()).toEqual(before);

      // Stopping the launcher stops the database it restarted.
      const exited = new Promise((resolve) => launcher.once("exit", resolve));
      launcher.kill("SIGTERM");
      await exited;
      expect(alive(second.pid)).toBe(false);
    } finally {
      if (launcher.exitCode === null && launcher.signalCode === null) launcher.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Starts one of our commands with a throw-away data directory's settings; collects its output. */
function command(args: string[], env: Record<string, string>) {
  const environment: NodeJS.ProcessEnv = { ...process.env };
  delete environment.MONGODB_URI;
  delete environment.EMBEDDED_DB;
  const child = spawn(process.execPath, args, {
    env: {
      ...environment,
      NODE_ENV: "production",
      AUTH_SECRET: TEST_AUTH_SECRET,
      PAYMENTS_TEST_MODE: "true",
      SEED_ON_START: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines = { text: "" };
  child.stdout.on("data", (chunk) => (lines.text += chunk));
  child.stderr.on("data", (chunk) => (lines.text += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, lines, exited };
}

async function until(check: () => boolean, withinMs: number) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await sleep(100);
  }
}

describe("npm run db", () => {
  it("runs the database on its fixed port; npm start uses it, leaves it running when it stops, and a second npm run db is refused", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "scheditix-db-command-"));
    const databasePort = await freePort();
    const settings = { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(databasePort) };
    const database = command([path.join(ROOT, "scripts/db.mjs")], settings);
    const apps: ReturnType<typeof command>[] = [];
    try {
      await until(() => database.lines.text.includes("Embedded database (FerretDB, SQLite) at"), 60_000);
      const uri = `mongodb://127.0.0.1:${databasePort}/scheditix`;
      expect(database.lines.text).toContain(uri);

      const second = command([path.join(ROOT, "scripts/db.mjs")], settings);
      expect(await second.exited).toBe(1);
      expect(second.lines.text).toContain(`already runs at ${uri}`);

      const port = await freePort();
      const app = command([path.join(ROOT, "server/run-app.mjs"), "start"], { ...settings, PORT: String(port), HOSTNAME: "127.0.0.1" });
      apps.push(app);
      await untilStatus(`http://127.0.0.1:${port}/api/health`, 200, 60_000);
      expect(app.lines.text).toContain(`Embedded database already running at ${uri}; using it`);

      app.child.kill("SIGTERM");
      expect(await app.exited).toBe(0);
      const { pid } = JSON.parse(readFileSync(path.join(dataDir, "db/ferretdb.json"), "utf8")) as { pid: number };
      expect(alive(pid)).toBe(true);

      // Ctrl-C stops it cleanly, and with it the record other commands look for.
      database.child.kill("SIGINT");
      expect(await database.exited).toBe(0);
      expect(alive(pid)).toBe(false);
      expect(() => readFileSync(path.join(dataDir, "db/ferretdb.json"))).toThrow();
    } finally {
      for (const running of [...apps, database])
        if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill("SIGKILL");
      try {
        process.kill((JSON.parse(readFileSync(path.join(dataDir, "db/ferretdb.json"), "utf8")) as { pid: number }).pid, "SIGKILL");
      } catch {
        // stopped cleanly
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("the embedded database's supervisor", () => {
  it("kills and starts again a database that stops answering its health check (SIGSTOP), on the same port and data", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "scheditix-hung-db-"));
    const lines: string[] = [];
    const restarted: number[] = [];
    const database = await superviseFerretdb({
      dataDir,
      log: (line) => lines.push(line),
      onRestart: (current) => restarted.push(current.process.pid ?? 0),
      // Checks a few times a second here; the launcher's are every 5 s.
      probe: { everyMs: 300, timeoutMs: 1_000, misses: 2 },
    });
    const hung = database.process.pid ?? 0;
    try {
      expect(await pingDatabase(database.uri)).toBe(true);
      // Still running, holding its port, but answering nothing: only the health check can tell.
      process.kill(hung, "SIGSTOP");
      await until(() => restarted.length > 0, 30_000);
      expect(lines.join("\n")).toMatch(new RegExp(`pid ${hung}\\) did not answer 2 health checks in a row`));
      expect(lines.join("\n")).toMatch(/Embedded database exited \(SIGKILL\); restarting it/);
      expect(alive(hung)).toBe(false);
      expect(restarted[0]).not.toBe(hung);
      expect(database.process.pid).toBe(restarted[0]);
      expect(await pingDatabase(database.uri)).toBe(true);
    } finally {
      await database.stop();
      try {
        process.kill(hung, "SIGKILL");
      } catch {
        // killed by the supervisor
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
