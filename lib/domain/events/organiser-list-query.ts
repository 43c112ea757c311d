import { z } from "zod";
import { EVENT_STATUSES } from "@/lib/domain/events/event-status";
import { pagination, searchQuery } from "@/lib/domain/validations/common";
import { firstValue, hrefWithQuery, pageNumber, searchText } from "@/lib/domain/validations/page-query";

/** SPEC 9: Manage Event shows 5 rows per page. */
export const ORGANISER_LIST_PAGE_SIZE = 5;

/** `?status=&q=&page=&limit=` of the API's list of an organiser's events. */
export const organiserEventsQuery = pagination(100, 100).extend({
  status: z.enum(["all", ...EVENT_STATUSES]).default("all"),
  q: searchQuery,
});

/** The Manage Event page's query. A hand-edited query string never breaks the page: unknown values fall back to the defaults. */
export const organiserListQuery = z.object({
  tab: z.preprocess(firstValue, z.enum(["all", ...EVENT_STATUSES]).catch("all")),
  q: searchText,
  page: pageNumber,
});

export type OrganiserListQuery = z.output<typeof organiserListQuery>;

/** The list page's own URL for a tab, search and page; page 1 and the "all" tab are left implicit. */
export const organiserListHref = (path: string, { tab, q, page }: OrganiserListQuery) =>
  hrefWithQuery(path, { tab: tab === "all" ? undefined : tab, q, page });
