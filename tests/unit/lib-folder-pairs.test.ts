import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** At most this many pairs of folders in lib/ may import each other both ways. */
const MOST_PAIRS = 5;

/** Pairs that were untangled (a file moved to the folder it belongs to, or a dependency turned round): none may come back. */
const UNTANGLED = [
  "lib/domain/access <-> lib/domain/events",
  "lib/domain/accounts <-> lib/domain/auth",
  "lib/domain/audit <-> lib/domain/validations",
  "lib/domain/change-feed <-> lib/domain/events",
  "lib/domain/events <-> lib/domain/search",
  "lib/domain/events <-> lib/domain/validations",
  "lib/domain/events <-> lib/domain/organiser",
  "lib/domain/events <-> lib/domain/ticket-types",
  "lib/domain/gate <-> lib/domain/validations",
  "lib/platform <-> lib/platform/clock",
  "lib/platform <-> lib/platform/media",
];

// `import … from "@/lib/…"`, `export … from "@/lib/…"`, `import "@/lib/…"` and `import("@/lib/…")`.
const LIB_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["'](@\/lib\/[^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(entryPath);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [entryPath] : [];
  });
}

/** The folder an import lands in: the module's directory, or the folder itself when it names one (its index). */
function folderOf(specifier: string): string {
  const target = specifier.replace(/^@\//, "");
  const isFolder = statSync(target, { throwIfNoEntry: false })?.isDirectory() ?? false;
  return isFolder ? target : path.posix.dirname(target);
}

/** Every "a -> b" where a file in folder a imports a module in folder b (a ≠ b). */
function folderImports(): Set<string> {
  const edges = new Set<string>();
  for (const file of sourceFiles("lib")) {
    const from = path.posix.dirname(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(LIB_IMPORT)) {
      const to = folderOf(specifier!);
      if (to !== from) edges.add(`${from} -> ${to}`);
    }
  }
  return edges;
}

/** The pairs of folders that import each other both ways, each once, as "a <-> b" (a < b). */
function twoWayPairs(): string[] {
  const edges = folderImports();
  return [...edges]
    .map((edge) => edge.split(" -> ") as [string, string])
    .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}`)
    .sort();
}

describe("folders of lib/ that import each other both ways", () => {
  const pairs = twoWayPairs();

  it(`are at most ${MOST_PAIRS}`, () => {
    expect(pairs.length, `${pairs.length} two-way pairs:\n${pairs.join("\n")}`).toBeLessThanOrEqual(MOST_PAIRS);
  });

  it("do not include a pair that was untangled", () => {
    expect(pairs.filter((pair) => UNTANGLED.includes(pair))).toEqual([]);
  });
});
