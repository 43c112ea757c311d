import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(__dirname),
  // Services guard themselves with `import "server-only"`; tests call them directly.
  "server-only": path.resolve(__dirname, "tests/support/server-only-stub.ts"),
};

// Two integration files at a time, each on a server and database of its own (tests/support/lanes.ts).
const INTEGRATION_LANES = 2;

// Integration files that time how fast the app answers (while hashing, with its database down or
// restarting) run on their own after the rest (`--project integration-alone`), so another
// file's load cannot make them slow.
const TIMED_FILES = [
  "tests/integration/api/health-while-hashing.test.ts",
  "tests/integration/db/embedded-database-restart.test.ts",
  "tests/integration/db/hung-database.test.ts",
  "tests/integration/pages/database-down-pages.test.ts",
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      // Pure functions, two files at a time (Vitest's default on two cores would be one).
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], maxWorkers: 2 } },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: TIMED_FILES,
          // Two lanes, each a real server and database of its own (started once, torn down at the
          // end): two files run at once, each on a lane it claims, and a lane runs its files one
          // after the other (tests/support/lanes.ts). A group of its own, after the unit files.
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/claim-lane.ts"],
          maxWorkers: INTEGRATION_LANES,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration-alone",
          include: TIMED_FILES,
          // After the lanes, one file at a time with nothing else running: these time the app.
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/claim-lane.ts"],
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
