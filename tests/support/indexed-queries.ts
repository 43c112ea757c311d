import mongoose, { type Model } from "mongoose";
import { expect } from "vitest";

/** A query the app runs often, and the declared index it must be answered from. */
export type IndexedQuery = { name: string; model: () => Model<never>; filter: Record<string, unknown>; index: string };

const indexName = (keys: Record<string, unknown>) =>
  Object.entries(keys)
    .map(([field, order]) => `${field}_${order}`)
    .join("_");

/** Each query is an equality (or an $in list) on the leading field of a declared index (what MongoDB needs for an index scan). */
export function expectEqualityOnDeclaredIndexes(queries: IndexedQuery[]): void {
  for (const { name, model, filter, index } of queries) {
    // Every collection has MongoDB's own `_id_` index; the others are named after their keys.
    const declared = new Map<string, Record<string, unknown>>([
      ["_id_", { _id: 1 }],
      ...model()
        .schema.indexes()
        .map(([keys]) => [indexName(keys), keys] as const),
    ]);
    const keys = declared.get(index);
    expect(keys, `${name}: index ${index} is declared`).toBeDefined();
    const leading = filter[Object.keys(keys ?? {})[0] ?? ""];
    const isEquality = leading !== undefined && (typeof leading !== "object" || leading instanceof mongoose.Types.ObjectId);
    // An $in list is one equality lookup per value, for MongoDB and the embedded database alike.
    const isIn =
      typeof leading === "object" && leading !== null && Object.keys(leading).join() === "$in" && Array.isArray((leading as { $in: unknown }).$in);
    expect(isEquality || isIn, `${name}: an equality (or $in list) on the index's leading field`).toBe(true);
  }
}

/** Each query is answered from its index by the embedded database: its SQLite plan searches the index and never scans the table. */
export async function expectAnsweredFromIndexes(queries: IndexedQuery[]): Promise<void> {
  for (const { name, model, filter, index } of queries) {
    const collection = model().collection;
    const explained = (await collection.conn.db!.command({ explain: { find: collection.collectionName, filter } })) as {
      queryPlanner?: { Plan?: string[] };
    };
    const steps = explained.queryPlanner?.Plan ?? [];
    expect(
      steps.filter((step) => /detail=SCAN /.test(step)),
      `${name}: no table scan`,
    ).toEqual([]);
    expect(
      steps.some((step) => new RegExp(`USING INDEX \\S+_${index.replace(/[-]/g, "\\-")} `).test(step)),
      `${name}: uses ${index}\n${steps.join("\n")}`,
    ).toBe(true);
  }
}
