import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, waitForHttp } from "../../../server/ports.mjs";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-stack.mjs";

// Starts the app exactly as the container's entrypoint does: `node server/run-app.mjs start`
// with no MONGODB_URI, so it starts the embedded database itself.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "scheditix-entrypoint-"));

async function startLikeTheContainer() {
  const port = await freePort();
  // Its own database port: other stacks on this machine may use the default.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    EMBEDDED_DB_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    AUTH_SECRET: TEST_AUTH_SECRET,
    PAYMENTS_TEST_MODE: "true",
  };
  delete env.MONGODB_URI;
  const child = spawn(process.execPath, ["server/run-app.mjs", "start"], { env, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, { isAlive: () => child.exitCode === null, timeoutMs: 90_000 });
  return { url, child };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the container entrypoint", () => {
  it("starts the embedded database, seeds it, stops cleanly and keeps every document across a restart", async () => {
    const first = await startLikeTheContainer();
    const health = await fetch(`${first.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok", database: "up" });
    const before = await (await fetch(`${first.url}/api/v1/events?limit=100`)).json();
    expect(before.data.length).toBeGreaterThan(0);
    expect(await stop(first.child)).toBe(0);

    const second = await startLikeTheContainer();
    const after = await (await fetch(`${second.url}/api/v1/events?limit=100`)).json();
    expect(after.data.map((event: { _id: string }) => event._id)).toEqual(before.data.map((event: { _id: string }) => event._id));
    expect(await stop(second.child)).toBe(0);
  }, 180_000);
});
