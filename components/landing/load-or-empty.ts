import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { logger } from "@/lib/logger";

/**
 * SPEC 8: a failed list fetch on a public page is logged and the section stays empty. While
 * `next build` prerenders a page there is no database at all: the lists are empty without trying,
 * and the server expires that copy when it starts (expireEventCopiesFromBeforeStart).
 */
export async function loadOrEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return [];
  try {
    return await load();
  } catch (error) {
    logger.error(`${what} could not be loaded`, { error });
    return [];
  }
}
