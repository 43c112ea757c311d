import { z } from "zod";
import { EVENT_STATUSES } from "@/lib/events/event-status";
import { firstValue, hrefWithQuery, pageNumber, searchText } from "@/lib/validations/page-query";

/** SPEC 9: Manage Event shows 5 rows per page. */
export const PLANNER_PAGE_SIZE = 5;

/** A hand-edited query string never breaks the page: unknown values fall back to the defaults. */
export const plannerListQuery = z.object({
  tab: z.preprocess(firstValue, z.enum(["all", ...EVENT_STATUSES]).catch("all")),
  q: searchText,
  page: pageNumber,
});

export type PlannerListQuery = z.output<typeof plannerListQuery>;

/** The list page's own URL for a tab, search and page; page 1 and the "all" tab are left implicit. */
export const plannerListHref = (path: string, { tab, q, page }: PlannerListQuery) =>
  hrefWithQuery(path, { tab: tab === "all" ? undefined : tab, q, page });
