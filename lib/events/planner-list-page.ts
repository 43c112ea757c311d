import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { connectToDatabase } from "@/lib/db";
import { listPlannerEvents } from "@/lib/events/planner-events";
import { PLANNER_PAGE_SIZE, plannerListHref, plannerListQuery } from "@/lib/events/planner-list-query";
import { permittedEventsFilter } from "@/lib/team/permitted-events";
import type { Permission } from "@/lib/team/roles";
import { Event } from "@/models/Event";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * What an organiser's event list page shows: the signed-in organiser's events for the tab, search
 * and page in the URL. A visitor goes to login first; a page past the end (events ended or were
 * filtered away) goes to the last page. With a `permission`, the list also has the events of the
 * teams the user works on whose role allows it (the door's list for check-in staff).
 */
export async function loadPlannerList(path: string, searchParams: SearchParams, permission?: Permission) {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  const query = plannerListQuery.parse(await searchParams);
  const whose = permission ? await permittedEventsFilter(user._id, permission) : undefined;
  const result = await listPlannerEvents(user._id, { status: query.tab, q: query.q || undefined, page: query.page, limit: PLANNER_PAGE_SIZE }, whose);
  if (result.total > 0 && query.page > result.pages) redirect(plannerListHref(path, { ...query, page: result.pages }));
  // A team member's list shows other owners' events without their revenue.
  const othersEvents = whose ? await eventsOrganisedByOthers(user._id, result.items.map((event) => event._id)) : [];
  return { query, result, othersEvents };
}

async function eventsOrganisedByOthers(userId: string, eventIds: string[]): Promise<string[]> {
  if (eventIds.length === 0) return [];
  await connectToDatabase();
  const events = await Event.find({ _id: { $in: eventIds }, organizer: { $ne: userId } }, { _id: 1 }).lean();
  return events.map((event) => String(event._id));
}

export type PlannerList = Awaited<ReturnType<typeof loadPlannerList>>;
