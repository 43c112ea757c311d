import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { OrganiserEvent } from "@/lib/events/organiser-event";
import { getOrganiserEventOrThrow } from "@/lib/events/planner-events";

/** The event for an organiser's page, or why it cannot be shown: "missing" for a 404, "forbidden" for someone else's. */
export async function organiserEventForPage(organizerId: string, eventId: string): Promise<OrganiserEvent | "forbidden" | "missing"> {
  try {
    return await getOrganiserEventOrThrow(organizerId, eventId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return "missing";
    if (error instanceof ApiError && error.status === 403) return "forbidden";
    throw error;
  }
}
