import { describe, expect, it } from "vitest";
import { groupedWrites } from "@/lib/platform/grouped-writes";

/** A write that waits until the test lets it finish, recording each (key, n) it was asked for. */
function heldWrites() {
  const calls: { key: string; n: number; finish: () => void; fail: (error: Error) => void }[] = [];
  let total = 0;
  const write = (key: string, n: number) =>
    new Promise<number>((resolve, reject) => {
      calls.push({ key, n, finish: () => resolve((total += n)), fail: reject });
    });
  return { calls, write };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("grouped writes", () => {
  it("writes the first caller at once and everyone who arrives meanwhile together in the next write", async () => {
    const { calls, write } = heldWrites();
    const count = groupedWrites(write);
    const first = count("gate");
    const rest = Array.from({ length: 5 }, () => count("gate"));
    await settle();
    expect(calls.map(({ key, n }) => [key, n])).toEqual([["gate", 1]]);
    calls[0]!.finish();
    expect(await first).toEqual({ result: 1, index: 0, size: 1 });
    await settle();
    expect(calls.map(({ n }) => n)).toEqual([1, 5]);
    calls[1]!.finish();
    expect(await Promise.all(rest)).toEqual([0, 1, 2, 3, 4].map((index) => ({ result: 6, index, size: 5 })));
  });

  it("keeps keys apart and starts afresh once a key's writes are done", async () => {
    const { calls, write } = heldWrites();
    const count = groupedWrites(write);
    const a = count("a");
    const b = count("b");
    await settle();
    expect(calls.map(({ key, n }) => [key, n])).toEqual([
      ["a", 1],
      ["b", 1],
    ]);
    calls.forEach((call) => call.finish());
    await Promise.all([a, b]);
    const again = count("a");
    await settle();
    expect(calls).toHaveLength(3);
    calls[2]!.finish();
    expect((await again).size).toBe(1);
  });

  it("fails every caller of a failed write, and only those", async () => {
    const { calls, write } = heldWrites();
    const count = groupedWrites(write);
    const first = count("gate");
    const second = [count("gate"), count("gate")];
    await settle();
    calls[0]!.finish();
    await first;
    await settle();
    calls[1]!.fail(new Error("database unreachable"));
    await expect(Promise.all(second)).rejects.toThrow("database unreachable");
    const later = count("gate");
    await settle();
    calls[2]!.finish();
    expect((await later).index).toBe(0);
  });
});
