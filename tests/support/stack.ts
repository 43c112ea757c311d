import { inject } from "vitest";
import type { LaneStack } from "./lanes";

/** This test file's lane: its server's address, database, mail inbox and upload directory. */
export function testStack(): LaneStack {
  const lanes = inject("lanes");
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const stack = lanes[worker - 1];
  if (!stack) throw new Error(`No test stack for worker ${worker} of ${lanes.length}: a lane per worker (tests/support/global-setup.ts)`);
  return stack;
}
