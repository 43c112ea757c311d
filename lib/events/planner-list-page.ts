import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { listPlannerEvents } from "@/lib/events/planner-events";
import { PLANNER_PAGE_SIZE, plannerListHref, plannerListQuery } from "@/lib/events/planner-list-query";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * What an organiser's event list page shows: the signed-in organiser's events for the tab, search
 * and page in the URL. A visitor goes to login first; a page past the end (events ended or were
 * filtered away) goes to the last page.
 */
export async function loadPlannerList(path: string, searchParams: SearchParams) {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  const query = plannerListQuery.parse(await searchParams);
  const result = await listPlannerEvents(user._id, { status: query.tab, q: query.q || undefined, page: query.page, limit: PLANNER_PAGE_SIZE });
  if (result.total > 0 && query.page > result.pages) redirect(plannerListHref(path, { ...query, page: result.pages }));
  return { query, result };
}

export type PlannerList = Awaited<ReturnType<typeof loadPlannerList>>;
