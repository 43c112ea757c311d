import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { OrganiserEvent } from "@/lib/events/organiser-event";
import { getOrganiserEventOrThrow } from "@/lib/events/planner-events";
import { assertEventPermission } from "@/lib/team/event-permission";
import type { Permission } from "@/lib/team/roles";

/**
 * The event for an organiser's page, or why it cannot be shown: "missing" for a 404, "forbidden"
 * for someone else's. With a `permission`, the owner's team members whose role allows it may see it too.
 */
export async function organiserEventForPage(
  organizerId: string,
  eventId: string,
  permission?: Permission,
): Promise<OrganiserEvent | "forbidden" | "missing"> {
  try {
    const mayAct = permission ? () => assertEventPermission(organizerId, eventId, permission) : undefined;
    return await getOrganiserEventOrThrow(organizerId, eventId, mayAct);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return "missing";
    if (error instanceof ApiError && error.status === 403) return "forbidden";
    throw error;
  }
}
