import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3217);
const baseURL = `http://127.0.0.1:${port}`;
// The test server writes where its SMTP capture keeps mail; specs read it (e2e/fixtures/mailbox.ts).
process.env.E2E_INBOX_FILE ??= path.join(os.tmpdir(), `scheditix-e2e-inbox-${port}`);

// Organiser desk flows run on the desktop project only (see `projects`).
const MOBILE_NEEDS_NOTHING_MORE = ["organiser/payout.spec.ts", "organiser/view-event.spec.ts", "events/seating-and-codes.spec.ts"];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] } },
    // Every journey on a phone too, except organiser desk work whose phone layout the 412 px table
    // test already covers page by page (organiser/dashboard-tables.spec.ts) and whose event builder
    // is published on a phone by events/create-event.spec.ts: the payout flow, an event's figures
    // and the standing-event variant of the builder prove nothing more at 412 px than on a desk.
    { name: "mobile", use: { ...devices["Pixel 7"] }, testIgnore: MOBILE_NEEDS_NOTHING_MORE },
  ],
  webServer: {
    command: "node tests/support/serve-test-stack.mjs",
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), E2E_INBOX_FILE: process.env.E2E_INBOX_FILE },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
