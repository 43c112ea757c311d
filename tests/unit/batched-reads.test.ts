import { describe, expect, it } from "vitest";
import { batchedReads } from "@/lib/platform/batched-reads";

/** A query that waits until the test lets it answer, recording the keys each was asked for. */
function heldQueries() {
  const queries: { keys: string[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const readMany = (keys: string[]) =>
    new Promise<{ _id: string; name: string }[]>((resolve, reject) => {
      queries.push({
        keys,
        answer: () => resolve(keys.filter((key) => key !== "gone").map((key) => ({ _id: key, name: `doc ${key}` }))),
        fail: reject,
      });
    });
  return { queries, readMany };
}

/** The lookups' documents by name. */
const names = (lookup: (id: string) => Promise<{ name: string } | undefined>) => (id: string) => lookup(id).then((found) => found?.name);

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("batched reads", () => {
  it("reads the first key at once, and every key asked for meanwhile together in the next query", async () => {
    const { queries, readMany } = heldQueries();
    const read = names(batchedReads(readMany));
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
    const read = names(batchedReads(readMany));
    const first = read("a");
    const second = read("b");
    queries[0]!.fail(new Error("database down"));
    await expect(first).rejects.toThrow("database down");
    await settle();
    queries[1]!.answer();
    expect(await second).toBe("doc b");
    expect(await Promise.all([read("c"), settle().then(() => queries[2]!.answer())]).then(([found]) => found)).toBe("doc c");
  });

  it("takes at most 500 lookups in one query", async () => {
    const { queries, readMany } = heldQueries();
    const read = names(batchedReads(readMany));
    const first = read("first");
    const many = Array.from({ length: 700 }, (_, index) => read(`key ${index % 600}`));
    queries[0]!.answer();
    await first;
    await settle();
    expect(queries[1]!.keys).toHaveLength(500);
    queries[1]!.answer();
    await settle();
    expect(queries[2]!.keys).toHaveLength(200);
    queries[2]!.answer();
    const found = await Promise.all(many);
    expect(found.every((doc, index) => doc === `doc key ${index % 600}`)).toBe(true);
  });
});
