import { describe, expect, it } from "vitest";
import { batchedReads } from "@/lib/platform/batched-reads";
import { groupedReads } from "@/lib/platform/grouped-reads";

/** A query that waits until the test lets it answer, recording the keys each was asked for. */
function heldQueries() {
  const queries: { keys: string[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const readMany = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      queries.push({ keys, answer: () => resolve(new Map(keys.filter((key) => key !== "gone").map((key) => [key, `doc ${key}`]))), fail: reject });
    });
  return { queries, readMany };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("batched reads", () => {
  it("reads the first key at once, and every key asked for meanwhile together in the next query", async () => {
    const { queries, readMany } = heldQueries();
    const read = batchedReads(readMany);
    const first = read("a");
    expect(queries.map((query) => query.keys)).toEqual([["a"]]);
    const later = [read("b"), read("c"), read("b"), read("gone")];
    await settle();
    expect(queries).toHaveLength(1); // the others wait: their query must begin after they asked
    queries[0]!.answer();
    expect(await first).toBe("doc a");
    await settle();
    expect(queries.map((query) => query.keys)).toEqual([["a"], ["b", "c", "gone"]]);
    queries[1]!.answer();
    expect(await Promise.all(later)).toEqual(["doc b", "doc c", "doc b", undefined]);
  });

  it("fails only the callers of the query that failed, and goes on with the next", async () => {
    const { queries, readMany } = heldQueries();
    const read = batchedReads(readMany);
    const first = read("a");
    const second = read("b");
    queries[0]!.fail(new Error("database down"));
    await expect(first).rejects.toThrow("database down");
    await settle();
    queries[1]!.answer();
    expect(await second).toBe("doc b");
    expect(await Promise.all([read("c"), settle().then(() => queries[2]!.answer())]).then(([found]) => found)).toBe("doc c");
  });

  it("asks for at most 500 different keys in one query", async () => {
    const { queries, readMany } = heldQueries();
    const read = batchedReads(readMany);
    const first = read("first");
    const many = Array.from({ length: 700 }, (_, index) => read(`key ${index % 600}`));
    queries[0]!.answer();
    await first;
    await settle();
    expect(queries[1]!.keys).toHaveLength(500);
    queries[1]!.answer();
    await settle();
    expect(queries[2]!.keys).toHaveLength(200); // keys 500–599, then 0–99 asked for again after them
    queries[2]!.answer();
    const found = await Promise.all(many);
    expect(found.every((doc, index) => doc === `doc key ${index % 600}`)).toBe(true);
  });
});

describe("grouped reads", () => {
  it("shares one read among the callers of one key that asked while another was on its way", async () => {
    const reads: { key: string; answer: (value: string) => void }[] = [];
    const read = groupedReads((key) => new Promise<string>((resolve) => reads.push({ key, answer: resolve })));
    const first = read("event");
    const together = [read("event"), read("event")];
    expect(reads).toHaveLength(1);
    reads[0]!.answer("before");
    expect(await first).toBe("before");
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]!.answer("after");
    expect(await Promise.all(together)).toEqual(["after", "after"]);
  });
});
