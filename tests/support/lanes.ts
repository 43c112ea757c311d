import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

/**
 * The integration files run two at a time (INTEGRATION_LANES in vitest.config.mts), each lane on a
 * real server and database of its own (tests/support/global-setup.ts). A file claims a free lane
 * before it starts (tests/support/claim-lane.ts) and holds it until its process has gone, so a file
 * talks only to its lane's stack (`testStack()`), and within a lane the files run one after the
 * other as if the suite ran alone: a file that sweeps the whole database (holds, interrupted
 * orders, deleted accounts) or reads what the whole site shows meets no other file's work in flight.
 *
 * The claim is a lock file per lane holding the claimant's process id, not Vitest's worker number:
 * a worker number is handed on as soon as a file reports its end, while the process that ran it
 * (and anything it left running) may still be going.
 */
export type LaneStack = { baseUrl: string; mongoUri: string; inboxDir: string; storageDir: string; lockFile: string };

/** The environment variable that names this process's claimed lane (its index) once claimed. */
export const CLAIMED_LANE = "SCHEDITIX_TEST_LANE";

const RETRY_MS = 25;
// A wait longer than this means a file outlived its end: said on the console.
const LONG_WAIT_MS = 2_000;
const GIVE_UP_MS = 180_000;

/**
 * Claims a lane no other file holds (trying `preferred` first), waiting for one to be freed if need
 * be; answers the function that frees it. Says so on the console when it had to wait long.
 */
export async function claimLane(lanes: LaneStack[], preferred: number): Promise<() => void> {
  const started = Date.now();
  const order = lanes.map((_, offset) => (preferred + offset) % lanes.length);
  for (;;) {
    for (const index of order) {
      const { lockFile } = lanes[index]!;
      if (!tryLock(lockFile)) continue;
      process.env[CLAIMED_LANE] = String(index);
      const waited = Date.now() - started;
      if (waited >= LONG_WAIT_MS) console.warn(`Test lane ${index + 1} claimed after waiting ${waited} ms for a lane to be freed`);
      let held = true;
      return () => {
        if (held) release(lockFile, process.pid);
        held = false;
      };
    }
    if (Date.now() - started > GIVE_UP_MS) throw new Error(`No test lane was freed within ${GIVE_UP_MS / 1000} s (${lanes.length} lanes)`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

function tryLock(lockFile: string): boolean {
  try {
    const descriptor = openSync(lockFile, "wx");
    writeSync(descriptor, String(process.pid));
    closeSync(descriptor);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    // A lock whose process has gone (ended by a signal, as Vitest ends its workers, so it could
    // not free the lane itself) is removed, and the lane claimed on a later round.
    const holder = lockHolder(lockFile);
    if (holder !== undefined && !isAlive(holder)) release(lockFile, holder);
    return false;
  }
}

/** The process holding a lock, if the lock is there and written. */
function lockHolder(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, "utf8"));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined; // freed meanwhile
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Removes the lock if `pid` still holds it (never one another file has claimed since). */
function release(lockFile: string, pid: number) {
  if (lockHolder(lockFile) !== pid) return;
  try {
    unlinkSync(lockFile);
  } catch {
    // already freed
  }
}
