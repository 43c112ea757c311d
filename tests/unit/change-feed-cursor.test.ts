import { describe, expect, it } from "vitest";
import { createFeedCursor } from "@/lib/domain/change-feed/feed-cursor";

const GRACE = 5_000;

describe("change feed cursor", () => {
  it("hands on each new record once and moves past them", () => {
    const cursor = createFeedCursor(10, { gapGraceMs: GRACE });
    expect(cursor.advance([11, 12], 12, 0)).toEqual({ fresh: [11, 12], unknownMissed: false });
    expect(cursor.floor).toBe(12);
    expect(cursor.advance([], 12, 500)).toEqual({ fresh: [], unknownMissed: false });
  });

  it("waits for a number taken before a later one that landed first, and hands it on when it lands", () => {
    const cursor = createFeedCursor(10, { gapGraceMs: GRACE });
    expect(cursor.advance([12], 12, 0)).toEqual({ fresh: [12], unknownMissed: false });
    expect(cursor.floor).toBe(10);
    // Read again while 11 is missing: 12 is not handed on twice.
    expect(cursor.advance([12], 12, 500)).toEqual({ fresh: [], unknownMissed: false });
    expect(cursor.advance([11, 12], 12, 1_000)).toEqual({ fresh: [11], unknownMissed: false });
    expect(cursor.floor).toBe(12);
  });

  it("waits for a record whose number is counted but not yet written", () => {
    const cursor = createFeedCursor(10, { gapGraceMs: GRACE });
    expect(cursor.advance([], 11, 0)).toEqual({ fresh: [], unknownMissed: false });
    expect(cursor.advance([11], 11, 400)).toEqual({ fresh: [11], unknownMissed: false });
    expect(cursor.floor).toBe(11);
  });

  it("gives up on a number missing past the grace and says an unknown change was missed", () => {
    const cursor = createFeedCursor(10, { gapGraceMs: GRACE });
    cursor.advance([12, 13], 13, 0);
    expect(cursor.advance([12, 13], 13, GRACE - 1).unknownMissed).toBe(false);
    expect(cursor.advance([12, 13], 13, GRACE)).toEqual({ fresh: [], unknownMissed: true });
    expect(cursor.floor).toBe(13);
  });

  it("skips a whole trimmed run at once when it fell behind the records kept", () => {
    const cursor = createFeedCursor(10, { gapGraceMs: GRACE });
    // Records 11–99 were trimmed before this process read them.
    expect(cursor.advance([100, 101], 101, 0)).toEqual({ fresh: [100, 101], unknownMissed: false });
    expect(cursor.advance([100, 101], 101, GRACE)).toEqual({ fresh: [], unknownMissed: true });
    expect(cursor.floor).toBe(101);
  });

  it("times each missing number from when it became the one waited for", () => {
    const cursor = createFeedCursor(10, { gapGraceMs: GRACE });
    cursor.advance([12], 12, 0);
    cursor.advance([11, 12, 14], 14, GRACE - 100);
    expect(cursor.floor).toBe(12);
    // 13 has been waited for only 100 ms, not since 11 went missing.
    expect(cursor.advance([14], 14, GRACE).unknownMissed).toBe(false);
  });
});
