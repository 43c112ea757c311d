import path from "node:path";
import { defineConfig } from "vitest/config";
import { INTEGRATION_LANES } from "./tests/support/lanes";

const alias = {
  "@": path.resolve(__dirname),
  // Services guard themselves with `import "server-only"`; tests call them directly.
  "server-only": path.resolve(__dirname, "tests/support/server-only-stub.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Two lanes, each a real server and database of its own (started once, torn down at the
          // end): two files run at once, one per lane, and a lane runs its files one after the other
          // (tests/support/lanes.ts). After the unit files, so the lanes are numbered 1 and 2.
          globalSetup: ["tests/support/global-setup.ts"],
          maxWorkers: INTEGRATION_LANES,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
