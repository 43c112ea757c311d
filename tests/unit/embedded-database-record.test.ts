import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { embeddedDatabasePort, recordedFerretdb } from "../../server/ferretdb.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A data directory whose ferretdb.json names these processes. */
function recorded(state: { pid: number; supervisor?: number }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "scheditix-record-"));
  dirs.push(dataDir);
  writeFileSync(path.join(dataDir, "ferretdb.json"), JSON.stringify({ uri: "mongodb://127.0.0.1:27018/scheditix", ...state }));
  return dataDir;
}

describe("the embedded database's record", () => {
  it("names a live database while its process serves that data directory", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "scheditix-record-"));
    dirs.push(dataDir);
    // Stands in for FerretDB: a process whose command line names the data directory.
    const server = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30_000)", "--", "-data-dir", dataDir], { stdio: "ignore" });
    try {
      writeFileSync(path.join(dataDir, "ferretdb.json"), JSON.stringify({ uri: "mongodb://127.0.0.1:27018/scheditix", pid: server.pid }));
      expect(recordedFerretdb(dataDir)).toMatchObject({ pid: server.pid });
    } finally {
      server.kill();
    }
  });

  it("is stale when its pid now belongs to another program, or to the launcher reading it (pid 1 in a restarted container)", () => {
    expect(recordedFerretdb(recorded({ pid: process.ppid }))).toBeNull();
    expect(recordedFerretdb(recorded({ pid: 2 ** 22 + 1, supervisor: process.pid }))).toBeNull();
  });

  it("is absent when nothing was recorded", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "scheditix-record-"));
    dirs.push(dataDir);
    expect(recordedFerretdb(dataDir)).toBeNull();
  });

  it("takes its port from EMBEDDED_DB_PORT, 27018 by default, and refuses one that is not a port", () => {
    expect(embeddedDatabasePort(undefined)).toBe(27018);
    expect(embeddedDatabasePort("")).toBe(27018);
    expect(embeddedDatabasePort("28017")).toBe(28017);
    expect(() => embeddedDatabasePort("70000")).toThrow("EMBEDDED_DB_PORT must be a port number");
    expect(() => embeddedDatabasePort("27o18")).toThrow("EMBEDDED_DB_PORT must be a port number");
  });
});
