import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "@/lib/domain/paging/keyset-cursor";
import { NAME_BUCKETS, nameBucketOf, nameKeyOf, nameOrderFields } from "@/models/attendee-name-key";

describe("the attendee list's order by name", () => {
  it("keys names case- and accent-insensitively, spaces collapsed", () => {
    expect(nameKeyOf("  Adaeze   OKAFOR ")).toBe("adaeze okafor");
    expect(nameKeyOf("Émeka Obi")).toBe(nameKeyOf("emeka obi"));
    expect(nameKeyOf("Ọlá Ade")).toBe("ola ade");
  });

  it("files names by their first character, anything but a digit or a Latin letter under ~ and last", () => {
    expect(nameOrderFields("Bola Tinubu")).toEqual({ nameKey: "bola tinubu", nameBucket: "b" });
    expect(nameOrderFields("7th Row")).toEqual({ nameKey: "7th row", nameBucket: "7" });
    expect(nameOrderFields("(Guest) Tolu")).toEqual({ nameKey: "~(guest) tolu", nameBucket: "~" });
    expect(nameOrderFields("Ωmega")).toEqual({ nameKey: "~ωmega", nameBucket: "~" });
  });

  it("sorts bucket by bucket exactly as it sorts by key alone", () => {
    const names = ["zainab", "Ada", "ada", "(x)", "0 first", "Ωmega", "émeka", "Musa", "9lives", "~tilde"];
    const keys = names.map(nameKeyOf).sort();
    const byBucket = [...keys].sort(
      (a, b) =>
        NAME_BUCKETS.indexOf(nameBucketOf(a) as (typeof NAME_BUCKETS)[number]) -
          NAME_BUCKETS.indexOf(nameBucketOf(b) as (typeof NAME_BUCKETS)[number]) || (a < b ? -1 : a > b ? 1 : 0),
    );
    expect(byBucket).toEqual(keys);
    expect(keys.every((key) => NAME_BUCKETS.includes(nameBucketOf(key) as (typeof NAME_BUCKETS)[number]))).toBe(true);
  });
});

describe("keyset cursors", () => {
  it("round-trip, opaque and URL-safe", () => {
    const cursor = { key: "ada eze", id: "0123456789abcdef01234567", direction: "after" } as const;
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ key: 1_764_000_000_000, id: "ffffffffffffffffffffffff", direction: "before" }))).toMatchObject({
      key: 1_764_000_000_000,
    });
  });

  it("refuse anything they did not make", () => {
    for (const text of [
      "",
      "!!",
      "bm90IGpzb24",
      Buffer.from('{"k":"a","i":"nope","d":"a"}').toString("base64url"),
      Buffer.from('{"k":"a","i":"0123456789abcdef01234567","d":"x"}').toString("base64url"),
    ])
      expect(decodeCursor(text)).toBeNull();
  });
});
