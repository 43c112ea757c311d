/**
 * Where a process is in the change feed. Numbers come from one counter, but a record is written
 * just after its number is taken, so a reader may see record 11 before record 10 lands. The cursor
 * therefore keeps `floor` (every number up to it handled) and the numbers above it already handled,
 * and waits for a missing number up to `gapGraceMs`: past that, its writer died between the two
 * writes, or the record was trimmed before this process read it. Either way the change is unknown,
 * so the caller treats it as "anything may have changed" (`unknownMissed`).
 */
export type FeedCursor = {
  /** Every number up to this one has been handled. */
  readonly floor: number;
  /**
   * Takes the numbers read above the floor (ascending) and the counter's value: answers the numbers
   * not handled before, and whether numbers were given up on.
   */
  advance(seqs: number[], head: number, now: number): { fresh: number[]; unknownMissed: boolean };
};

export function createFeedCursor(start: number, { gapGraceMs }: { gapGraceMs: number }): FeedCursor {
  let floor = start;
  const handled = new Set<number>();
  // Since when the number just above the floor has been missing.
  let missingSince: { seq: number; at: number } | null = null;

  const climb = () => {
    while (handled.delete(floor + 1)) floor++;
  };

  return {
    get floor() {
      return floor;
    },
    advance(seqs, head, now) {
      const fresh = seqs.filter((seq) => seq > floor && !handled.has(seq));
      for (const seq of fresh) handled.add(seq);
      climb();
      let unknownMissed = false;
      if (floor >= head) {
        missingSince = null;
      } else if (missingSince?.seq !== floor + 1) {
        missingSince = { seq: floor + 1, at: now };
      } else if (now - missingSince.at >= gapGraceMs) {
        // Give up on the whole missing run: up to the next number read, or the counter.
        const next = seqs.find((seq) => seq > floor);
        floor = (next ?? head + 1) - 1;
        climb();
        missingSince = floor >= head ? null : { seq: floor + 1, at: now };
        unknownMissed = true;
      }
      return { fresh, unknownMissed };
    },
  };
}
