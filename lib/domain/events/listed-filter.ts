import type { QueryFilter } from "mongoose";
import type { EventDoc } from "@/models/Event";

/**
 * What every public listing requires of an event besides its dates: not cancelled, and not
 * suspended (its organiser's account is disabled). Such events cannot be bought, so they are not
 * offered; their pages stay reachable by link for those who hold tickets.
 */
export const LISTED: QueryFilter<EventDoc> = { cancelledAt: { $exists: false }, suspended: { $exists: false } };
