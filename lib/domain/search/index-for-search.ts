import "server-only";
import type { Types } from "mongoose";
import { logger } from "@/lib/platform/logger";
import { indexEventForSearch } from "@/lib/domain/search/index-event-search";

/**
 * Indexes an event just saved. The save stands whatever happens here: a failure is logged, and the
 * event is found by search again once it is indexed (its next edit indexes it afresh).
 */
export async function indexForSearch(eventId: string | Types.ObjectId): Promise<void> {
  await indexEventForSearch(eventId).catch((error: unknown) =>
    logger.error("could not index an event for search", { eventId: String(eventId), error }),
  );
}
