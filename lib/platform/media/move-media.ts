import type { MediaStorage } from "@/lib/platform/media/media-storage";

export type MoveCounts = {
  /** Files copied into the target, each read back whole before counting. */
  copied: number;
  /** Files the target already had (an earlier run, or written there since). */
  alreadyThere: number;
  /** Source copies removed after they were safely in the target (only when asked). */
  removed: number;
  /** Files that could not be copied; the source keeps them and a later run retries. */
  failed: { key: string; reason: string }[];
};

/**
 * Copies every file from one storage to the other. Keys are never rewritten with other content, so
 * a key the target has is skipped, and running it again copies only what is still missing. The
 * source keeps its files unless `removeSource` is set: instances still reading the old storage go
 * on serving them until they are switched over.
 */
export async function moveMedia(from: MediaStorage, to: MediaStorage, { removeSource = false } = {}): Promise<MoveCounts> {
  const counts: MoveCounts = { copied: 0, alreadyThere: 0, removed: 0, failed: [] };
  // Listed first: removing while a database cursor is still open over the same files is asking for trouble.
  const keys: string[] = [];
  for await (const key of from.keys()) keys.push(key);
  for (const key of keys) {
    try {
      if (await to.has(key)) {
        counts.alreadyThere += 1;
      } else {
        const file = await from.open(key);
        // Removed from the source since it was listed: nothing to copy.
        if (!file) continue;
        const data = Buffer.concat(await file.stream().toArray());
        if (data.length !== file.size) throw new Error(`read ${data.length} of ${file.size} bytes`);
        await to.put(key, data);
        const copy = await to.open(key);
        if (copy?.size !== data.length) throw new Error("the copy is not whole");
        counts.copied += 1;
      }
      if (removeSource) {
        await from.remove(key);
        counts.removed += 1;
      }
    } catch (error) {
      counts.failed.push({ key, reason: (error as Error).message });
    }
  }
  return counts;
}
