import { z } from "zod";
import { EVENT_STATUSES } from "@/lib/domain/events/event-status";
import { firstValue, hrefWithQuery, pageNumber, searchText } from "@/lib/domain/validations/page-query";

/** SPEC 9: Manage Event shows 5 rows per page. */
export const ORGANISER_LIST_PAGE_SIZE = 5;

/** A hand-edited query string never breaks the page: unknown values fall back to the defaults. */
export const organiserListQuery = z.object({
  tab: z.preprocess(firstValue, z.enum(["all", ...EVENT_STATUSES]).catch("all")),
  q: searchText,
  page: pageNumber,
});

export type OrganiserListQuery = z.output<typeof organiserListQuery>;

/** The list page's own URL for a tab, search and page; page 1 and the "all" tab are left implicit. */
export const organiserListHref = (path: string, { tab, q, page }: OrganiserListQuery) =>
  hrefWithQuery(path, { tab: tab === "all" ? undefined : tab, q, page });
