/**
 * The integration files run two at a time (INTEGRATION_LANES in vitest.config.mts), each lane on a real server and
 * database of its own (tests/support/global-setup.ts). Vitest numbers its concurrent workers
 * 1..maxWorkers (VITEST_POOL_ID) and no two files running at once share a number, so a file talks
 * only to its lane's stack (`testStack()`), and within a lane the files run one after the other
 * as if the suite ran alone: a file that sweeps the whole database (holds, interrupted orders,
 * deleted accounts) or reads what the whole site shows meets no other file's work in flight.
 */
export type LaneStack = { baseUrl: string; mongoUri: string; inboxDir: string; storageDir: string };
