import type { Metadata } from "next";
import Form from "next/form";
import { PaginationNav } from "@/components/pagination-nav";
import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import { inputClassName, labelClassName } from "@/components/ui/field";
import { outlineButton, primaryButton } from "@/components/ui/button-styles";
import { ApiError } from "@/lib/api/errors";
import { getCurrentUser } from "@/lib/auth/current-user";
import { listPlannerEvents } from "@/lib/events/planner-events";
import { eventTitleOrFallback, formatCount, formatMoney } from "@/lib/format";
import { ticketsOfOrders } from "@/lib/organiser/order-tickets";
import { listTicketSales } from "@/lib/organiser/ticket-sales";
import { listEventRefunds, listOrganiserRefunds } from "@/lib/refunds/list-refunds";
import { RefundOrderButton } from "@/components/refunds/refund-order-button";
import { RefundsTable } from "@/components/refunds/refunds-table";
import { typeSalesOf } from "@/lib/organiser/overview";
import { SalesByTypeTable } from "@/components/organiser/sales-by-type-table";
import { LAGOS_TIME_ZONE } from "@/lib/time/lagos";
import { TableRegion } from "@/components/ui/table-region";
import { objectId } from "@/lib/validations/common";
import { firstValue, hrefWithQuery, pageNumber } from "@/lib/validations/page-query";

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
});

type SalesQuery = z.output<typeof salesQuery>;

const hrefOf = (query: SalesQuery) => hrefWithQuery(PATH, query);


const paidAtFormat = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeStyle: "short", timeZone: LAGOS_TIME_ZONE });

function formatPaidAt(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : paidAtFormat.format(date);
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The organiser's ticket sales, filterable by event, 20 per page, with a CSV download. */
export default async function TicketSalesPage({ searchParams }: PageProps) {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(PATH)}`);

  const query = salesQuery.parse(await searchParams);
  const [events, sales] = await Promise.all([
    listPlannerEvents(user._id, { status: "all", page: 1, limit: EVENT_OPTIONS_LIMIT }),
    listTicketSales(user._id, { eventId: query.eventId || undefined, page: query.page, limit: PAGE_SIZE }).catch((error) => {
      // Another organiser's event: as if it did not exist, not a server error.
      if (error instanceof ApiError && error.status === 403) notFound();
      throw error;
    }),
  ]);
  // A page past the end shows the last page instead.
  if (sales.total > 0 && query.page > sales.pages) redirect(hrefOf({ ...query, page: sales.pages }));
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

      {sales.total === 0 ? (
        <p className="rounded-2xl border border-dashed border-zinc-300 bg-white p-8 text-center text-muted">No ticket sales yet</p>
      ) : (
        <>
          <TableRegion labelledBy="ticket-sales-caption">
            <table className="w-full min-w-[64rem] text-left text-sm">
              <caption id="ticket-sales-caption" className="sr-only">
                Ticket sales, page {sales.page} of {sales.pages}
              </caption>
              <thead className="bg-zinc-100 text-ink">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">Buyer</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Email</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Event</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Tickets</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Amount</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Date</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Reference</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Refund</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-200">
                {sales.items.map((sale) => (
                  <tr key={String(sale._id)}>
                    <th scope="row" className="px-4 py-3 font-medium">
                      {sale.buyerName}
                    </th>
                    <td className="px-4 py-3 break-all">{sale.buyerEmail}</td>
                    <td className="px-4 py-3">{eventTitleOrFallback(sale.eventTitle)}</td>
                    <td className="px-4 py-3">
                      {formatCount(sale.quantity)}
                      <span className="block text-sm text-muted">{sale.ticketTypes}</span>
                    </td>
                    <td className="px-4 py-3">
                      {formatMoney(sale.netAmount)}
                      {sale.refundedQuantity > 0 ? (
                        <span className="block text-sm text-muted">
                          {sale.status === "refunded" ? "Refunded" : `${sale.refundedQuantity} refunded`}: {formatMoney(sale.refundedAmount)}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">{formatPaidAt(sale.paidAt)}</td>
                    <td className="px-4 py-3 font-mono text-xs">{sale.reference}</td>
                    <td className="px-4 py-3">
                      <RefundOrderButton
                        orderId={sale._id}
                        buyerName={sale.buyerName}
                        tickets={tickets.get(sale._id) ?? []}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          {sales.pages > 1 ? <PaginationNav page={query.page} pages={sales.pages} hrefFor={(page) => hrefOf({ ...query, page })} /> : null}
        </>
      )}

      <section aria-labelledby="refunds-heading" className="grid gap-4">
        <h2 id="refunds-heading" className="text-xl font-semibold">
          Refunds
        </h2>
        <RefundsTable refunds={refunds} />
      </section>
    </div>
  );
}
