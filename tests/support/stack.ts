import { inject } from "vitest";
import { CLAIMED_LANE, type LaneStack } from "./lanes";

/** This test file's lane: its server's address, database, mail inbox and upload directory. */
export function testStack(): LaneStack {
  const lanes = inject("lanes");
  const claimed = process.env[CLAIMED_LANE];
  const stack = claimed === undefined ? undefined : lanes[Number(claimed)];
  if (!stack) throw new Error(`No test lane claimed (${lanes.length} lanes): integration files claim one first (tests/support/claim-lane.ts)`);
  return stack;
}
