import "server-only";
import { logger } from "@/lib/platform/logger";

/** SPEC 8: a failed list fetch on a public page is logged and the section stays empty. */
export async function loadOrEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    logger.error(`${what} could not be loaded`, { error });
    return [];
  }
}
