import "server-only";
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/platform/errors";
import type { OrganiserEvent } from "@/lib/domain/events/organiser-event";
import { getOrganiserEventOrThrow } from "@/lib/domain/events/organiser-event-list";
import { eventPageAccess, type EventPageAccess } from "@/lib/domain/access/event-page-access";
import type { Permission } from "@/lib/domain/access/roles";

/**
 * The event of an organiser's dashboard page that needs `permission`, and what else the user may
 * do on it. The team's rules decide who gets in (lib/domain/access/event-page-access): a refusal redirects
 * to the page that says why, a missing event is a 404.
 */
export async function organiserEventForPage(
  userId: string,
  eventId: string,
  permission: Permission,
): Promise<{ event: OrganiserEvent; access: EventPageAccess }> {
  const access = await eventPageAccess(userId, eventId, permission);
  try {
    // Allowed just above; the check passed as `mayAct` stands in for the owner-only one.
    const event = await getOrganiserEventOrThrow(userId, eventId, async () => access);
    return { event, access };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
