import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SERVER, builtApp } from "../../../server/app.mjs";
import { freePort } from "../../../server/ports.mjs";
import { api } from "../../support/http";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-stack.mjs";

/** Starts the production server with `env` (nothing inherited about payments); stops it once `until` sees its stderr. */
async function startProduction(env: Record<string, string>, until: (stderr: string) => boolean) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("PAYSTACK_") && name !== "PAYMENTS_TEST_MODE"),
  );
  const child = spawn(process.execPath, [SERVER, builtApp()], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      AUTH_SECRET: TEST_AUTH_SECRET,
      // Nothing listens there: these starts never get as far as the database.
      MONGODB_URI: `mongodb://127.0.0.1:${await freePort()}/scheditix`,
      HOSTNAME: "127.0.0.1",
      PORT: String(await freePort()),
      LOG_LEVEL: "silent",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  return new Promise<{ stderr: string; exitCode: number | null }>((resolve) => {
    const timer = setTimeout(() => child.kill("SIGTERM"), 30_000);
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      if (until(stderr)) child.kill("SIGTERM");
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ stderr, exitCode: code });
    });
  });
}

describe("payments without a Paystack key in production", () => {
  it("refuses to start unless PAYMENTS_TEST_MODE=true, saying which variables to set", async () => {
    const { stderr, exitCode } = await startProduction({}, () => false);
    expect(exitCode).not.toBe(0);
    expect(stderr).toMatch(/PAYSTACK_SECRET_KEY: is required in production/);
    expect(stderr).toMatch(/PAYMENTS_TEST_MODE=true/);
  }, 60_000);

  it("starts in TEST MODE when asked, and says so loudly", async () => {
    const { stderr } = await startProduction({ PAYMENTS_TEST_MODE: "true" }, (text) => /PAYMENTS TEST MODE/.test(text));
    expect(stderr).toMatch(/PAYMENTS TEST MODE: no PAYSTACK_SECRET_KEY is set/);
  }, 60_000);

  it("tells every page's TEST MODE banner that test mode is on, uncached", async () => {
    const { status, body, headers } = await api("/api/test-mode");
    expect(status).toBe(200);
    expect(body).toEqual({ testMode: true });
    expect(headers.get("cache-control")).toContain("no-store");
  });
});
