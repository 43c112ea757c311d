import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CLAIMED_LANE, claimLane, type LaneStack } from "../support/lanes";

const lanesIn = (count: number): LaneStack[] => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lanes-"));
  return Array.from({ length: count }, (_, index) => ({
    baseUrl: `http://127.0.0.1:${3000 + index}`,
    mongoUri: "",
    inboxDir: "",
    storageDir: "",
    lockFile: path.join(dir, `lane-${index}.lock`),
  }));
};

// A process that has certainly exited: its number names no live process.
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid!;

describe("test lanes", () => {
  afterEach(() => {
    delete process.env[CLAIMED_LANE];
  });

  it("gives two files at once two different lanes, the preferred one first", async () => {
    const lanes = lanesIn(2);
    const first = await claimLane(lanes, 1);
    expect(process.env[CLAIMED_LANE]).toBe("1");
    const second = await claimLane(lanes, 1);
    expect(process.env[CLAIMED_LANE]).toBe("0");
    first();
    second();
  });

  it("makes a third file wait until a lane is freed", async () => {
    const lanes = lanesIn(1);
    const free = await claimLane(lanes, 0);
    let claimed = false;
    const waiting = claimLane(lanes, 0).then((freeAgain) => {
      claimed = true;
      return freeAgain;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(claimed).toBe(false);
    free();
    (await waiting)();
    expect(claimed).toBe(true);
  });

  it("frees a lane once: a later holder's claim is left alone", async () => {
    const lanes = lanesIn(1);
    const free = await claimLane(lanes, 0);
    free();
    writeFileSync(lanes[0]!.lockFile, String(process.ppid));
    free();
    expect(readFileSync(lanes[0]!.lockFile, "utf8")).toBe(String(process.ppid));
  });

  it("takes over a lane whose holder died without freeing it", async () => {
    const lanes = lanesIn(1);
    writeFileSync(lanes[0]!.lockFile, String(deadPid()));
    const free = await claimLane(lanes, 0);
    expect(readFileSync(lanes[0]!.lockFile, "utf8")).toBe(String(process.pid));
    free();
  });
});
