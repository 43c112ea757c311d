import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { listPlannerEvents } from "@/lib/events/planner-events";
import { PLANNER_PAGE_SIZE, plannerListHref, plannerListQuery } from "@/lib/events/planner-list-query";
import { permittedEventsFilter } from "@/lib/team/permitted-events";
import type { Permission } from "@/lib/team/roles";
import { sharedEventPermissions } from "@/lib/team/shared-events";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * What an organiser's event list page shows: the signed-in organiser's events for the tab, search
 * and page in the URL. A visitor goes to login first; a page past the end (events ended or were
 * filtered away) goes to the last page. With a `permission`, the list also has the events of the
 * teams the user works on whose role allows it (the door's list for check-in staff), and `shared`
 * says what the user may do on each of those, so their rows offer only that.
 */
export async function loadPlannerList(path: string, searchParams: SearchParams, permission?: Permission) {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  const query = plannerListQuery.parse(await searchParams);
  const whose = permission ? await permittedEventsFilter(user._id, permission) : undefined;
  const result = await listPlannerEvents(user._id, { status: query.tab, q: query.q || undefined, page: query.page, limit: PLANNER_PAGE_SIZE }, whose);
  if (result.total > 0 && query.page > result.pages) redirect(plannerListHref(path, { ...query, page: result.pages }));
  const shared = whose ? Object.fromEntries(await sharedEventPermissions(user._id, result.items)) : {};
  return { query, result, shared: shared as Record<string, Permission[]> };
}

export type PlannerList = Awaited<ReturnType<typeof loadPlannerList>>;
