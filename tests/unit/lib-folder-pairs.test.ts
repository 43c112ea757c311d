import { describe, expect, it } from "vitest";
import { twoWayPairs } from "@/scripts/code-map.mjs";

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
  // The order's life (lib/domain/orders) and its inventory stand between these.
  "lib/domain/payments <-> lib/domain/tickets",
  "lib/domain/payments <-> lib/domain/refunds",
  "lib/domain/promo <-> lib/domain/tickets",
];

describe("folders of lib/ that import each other both ways", () => {
  const pairs = twoWayPairs();

  it(`are at most ${MOST_PAIRS}`, () => {
    expect(pairs.length, `${pairs.length} two-way pairs:\n${pairs.join("\n")}`).toBeLessThanOrEqual(MOST_PAIRS);
  });

  it("do not include a pair that was untangled", () => {
    expect(pairs.filter((pair) => UNTANGLED.includes(pair))).toEqual([]);
  });
});
