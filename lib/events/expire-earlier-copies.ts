import "server-only";
import path from "node:path";
import { EVENTS_TAG } from "@/lib/events/event-cache";
import { logger } from "@/lib/logger";

type TagsManifest = Map<string, { stale?: number; expired?: number }>;

// Next's record of revalidated tags, which every cache of the process consults. Reached by path
// because Next has no public call that revalidates outside a request, and start-up is not one.
const NEXT_TAGS_MANIFEST = "next/dist/server/lib/incremental-cache/tags-manifest.external.js";

/**
 * Expires, as revalidateTag would, every copy tagged EVENTS_TAG that was made before this process
 * started: the home page the build prerendered without a database (empty lists), and the pages an
 * earlier run left on disk. Each is rendered afresh on its first request, then cached again.
 */
export function expireEventCopiesFromBeforeStart(): void {
  try {
    // Next's own require, from the server's directory, so this is the module instance Next uses.
    // Taken from Node itself: the bundler would replace an imported node:module.
    const { createRequire } = process.getBuiltinModule("node:module");
    const nextRequire = createRequire(path.join(process.cwd(), "server.js"));
    const { tagsManifest } = nextRequire(NEXT_TAGS_MANIFEST) as { tagsManifest: TagsManifest };
    const now = Date.now();
    tagsManifest.set(EVENTS_TAG, { ...tagsManifest.get(EVENTS_TAG), stale: now, expired: now });
  } catch (error) {
    logger.warn("pages cached before start-up are left to expire on their own (within a minute)", { error });
  }
}
