import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { listOrganiserEvents } from "@/lib/domain/events/organiser-event-list";
import { ORGANISER_LIST_PAGE_SIZE, organiserListHref, organiserListQuery } from "@/lib/domain/events/organiser-list-query";
import { permittedEventsFilter } from "@/lib/domain/access/permitted-events";
import type { Permission } from "@/lib/domain/access/roles";
import { sharedEventPermissions } from "@/lib/domain/events/shared-events";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * What an organiser's event list page shows: the signed-in organiser's events for the tab, search
 * and page in the URL. A visitor goes to login first; a page past the end (events ended or were
 * filtered away) goes to the last page. With a `permission`, the list also has the events of the
 * teams the user works on whose role allows it (the door's list for check-in staff), and `shared`
 * says what the user may do on each of those, so their rows offer only that.
 */
export async function loadOrganiserList(path: string, searchParams: SearchParams, permission?: Permission) {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  const query = organiserListQuery.parse(await searchParams);
  const whose = permission ? await permittedEventsFilter(user._id, permission) : undefined;
  const result = await listOrganiserEvents(
    user._id,
    { status: query.tab, q: query.q || undefined, page: query.page, limit: ORGANISER_LIST_PAGE_SIZE },
    whose,
  );
  if (result.total > 0 && query.page > result.pages) redirect(organiserListHref(path, { ...query, page: result.pages }));
  const shared = whose ? Object.fromEntries(await sharedEventPermissions(user._id, result.items)) : {};
  return { query, result, shared: shared as Record<string, Permission[]> };
}

export type OrganiserList = Awaited<ReturnType<typeof loadOrganiserList>>;
