// Runs before every integration file (setupFiles in vitest.config.mts): the file claims a lane of
// its own (tests/support/lanes.ts). The lane stays claimed until this process has gone, so nothing
// the file left running can reach the next file's lane: freed here on a normal exit, and taken over
// by the next file once this process no longer exists (Vitest ends its workers with SIGTERM).
import { inject } from "vitest";
import { claimLane } from "./lanes";

const free = await claimLane(inject("lanes"), Number(process.env.VITEST_POOL_ID ?? 1) - 1);
process.once("exit", free);
