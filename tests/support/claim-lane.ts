// Runs before every integration file (setupFiles in vitest.config.mts): the file claims a lane of
// its own for as long as it runs (tests/support/lanes.ts).
import { afterAll, inject } from "vitest";
import { claimLane } from "./lanes";

const free = await claimLane(inject("lanes"), Number(process.env.VITEST_POOL_ID ?? 1) - 1);
process.once("exit", free);
// Registered first, so it runs after the file's own afterAll hooks.
afterAll(free);
