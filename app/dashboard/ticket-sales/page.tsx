import type { Metadata } from "next";
import Form from "next/form";
import { KeysetNav } from "@/components/keyset-nav";
import { redirect } from "next/navigation";
import { z } from "zod";
import { inputClassName, labelClassName } from "@/components/ui/field";
import { outlineButton, primaryButton } from "@/components/ui/button-styles";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { listOrganiserEvents } from "@/lib/domain/events/organiser-event-list";
import { eventTitleOrFallback } from "@/lib/platform/format";
import { ticketsOfOrders } from "@/lib/domain/organiser/order-tickets";
import { listTicketSales } from "@/lib/domain/organiser/ticket-sales";
import { eventPageAccess } from "@/lib/domain/access/event-page-access";
import { EVENT_SCREENS } from "@/lib/domain/access/event-screens";
import { permittedEventsFilter } from "@/lib/domain/access/permitted-events";
import { listEventRefunds, listOrganiserRefunds } from "@/lib/domain/refunds/list-refunds";
import { RefundsTable } from "@/components/refunds/refunds-table";
import { typeSalesOf } from "@/lib/domain/organiser/overview";
import { SalesByTypeTable } from "@/components/organiser/sales-by-type-table";
import { TicketSalesTable } from "@/components/organiser/ticket-sales-table";
import { objectId } from "@/lib/domain/validations/common";
import { firstValue, hrefWithQuery, pageNumber } from "@/lib/domain/validations/page-query";
import { decodeCursor } from "@/lib/domain/paging/keyset-cursor";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Ticket sales",
  robots: { index: false },
};

const PATH = "/dashboard/ticket-sales";
const PAGE_SIZE = 20;
/** How many of the organiser's events the filter offers. */
const EVENT_OPTIONS_LIMIT = 100;

/** A hand-edited query string never breaks the page: unknown values fall back to the defaults. */
const salesQuery = z.object({
  eventId: z.preprocess(firstValue, objectId.catch("")),
  page: pageNumber,
  // A page after or before a sale (docs/big-show-paging.md); an unusable one is the first page.
  cursor: z.preprocess(firstValue, z.string().catch("")).catch(""),
});

type SalesQuery = z.output<typeof salesQuery>;

const hrefOf = (query: Pick<SalesQuery, "eventId" | "page">) => hrefWithQuery(PATH, query);

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The organiser's ticket sales, filterable by event, 20 per page, with a CSV download. */
export default async function TicketSalesPage({ searchParams }: PageProps) {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(PATH)}`);

  const query = salesQuery.parse(await searchParams);
  const decoded = query.cursor ? decodeCursor(query.cursor) : null;
  const cursor = typeof decoded?.key === "number" ? decoded : null; // another list's cursor is the first page too
  // One event's sales: for its owner and the roles that see its sales (co-organiser, finance); anyone else is told why.
  if (query.eventId) await eventPageAccess(user._id, query.eventId, EVENT_SCREENS.sales.permission);
  // Own events, and those of teams whose role shows sales.
  const [events, sales] = await Promise.all([
    listOrganiserEvents(user._id, { status: "all", page: 1, limit: EVENT_OPTIONS_LIMIT }, await permittedEventsFilter(user._id, "sales")),
    listTicketSales(user._id, { eventId: query.eventId || undefined, limit: PAGE_SIZE, ...(cursor ? { cursor } : { page: query.page }) }),
  ]);
  // A page past the end shows the last page instead.
  if (!cursor && sales.total > 0 && query.page > sales.pages) redirect(hrefOf({ eventId: query.eventId, page: sales.pages }));
  const pageHref = (pageCursor: string | null) => (pageCursor ? hrefWithQuery(PATH, { eventId: query.eventId, cursor: pageCursor }) : undefined);
  const [tickets, refunds] = await Promise.all([
    ticketsOfOrders(sales.items.map((sale) => sale._id)),
    query.eventId ? listEventRefunds(user._id, query.eventId) : listOrganiserRefunds(user._id),
  ]);

  const byType = await typeSalesOf(query.eventId ? [query.eventId] : events.items.map((event) => event._id));
  const exportHref = hrefWithQuery("/api/v1/ticket-sales/export", { eventId: query.eventId });

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Ticket sales</h1>

      <div className="grid gap-4 lg:flex lg:items-end lg:justify-between">
        <Form action={PATH} className="flex w-full flex-wrap items-end gap-2 lg:max-w-xl">
          <div className="min-w-0 flex-1">
            <label htmlFor="ticket-sales-event" className={labelClassName}>
              Event
            </label>
            <select id="ticket-sales-event" name="eventId" defaultValue={query.eventId} className={inputClassName}>
              <option value="">All events</option>
              {events.items.map((event) => (
                <option key={event._id} value={event._id}>
                  {eventTitleOrFallback(event.eventTitle)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={primaryButton}>
            Filter
          </button>
        </Form>

        <a href={exportHref} download className={outlineButton}>
          Download CSV
        </a>
      </div>

      {byType.length ? <SalesByTypeTable sales={byType} /> : null}

      <TicketSalesTable sales={sales.items} tickets={tickets} page={sales.page} pages={sales.pages} />
      {sales.pages > 1 ? (
        <KeysetNav
          first={sales.previousCursor ? hrefOf({ eventId: query.eventId, page: 1 }) : undefined}
          previous={pageHref(sales.previousCursor)}
          next={pageHref(sales.nextCursor)}
          last={pageHref(sales.lastCursor)}
        />
      ) : null}

      <section aria-labelledby="refunds-heading" className="grid gap-4">
        <h2 id="refunds-heading" className="text-xl font-semibold">
          Refunds
        </h2>
        <RefundsTable refunds={refunds} />
      </section>
    </div>
  );
}
