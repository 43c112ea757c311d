import { defineEndpoint } from "@/lib/api/endpoint";
import { ticketSalesQuery } from "@/lib/domain/validations/payout";

export const overviewEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/Overview",
  summary: "Your sales totals, tickets and revenue per day for the last 30 days, and newest events",
  tags: ["organiser"],
  auth: "required",
  success: {
    status: 200,
    description:
      "`data` has totalTicketSold, totalRevenue, totalEventsOrganized, recentEvents and salesByDay ({date, tickets, revenue}, oldest first)",
  },
});

export const ticketSalesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/ticket-sales",
  summary: "Paid ticket orders of your events, newest first (`?eventId=` for one event; `?cursor=` the page after or before another)",
  tags: ["organiser"],
  auth: "required",
  query: ticketSalesQuery,
  success: {
    status: 200,
    description:
      "`data` is a list of sales; `meta` has page, pages and total, and nextCursor, previousCursor and lastCursor: the `cursor` of the page after, before and last (null at either end; on a page asked for by cursor `page` is null, and total is the one its walk's first page counted). A cursor that is not one the list handed out is a 400",
  },
});

export const ticketSalesExportEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/ticket-sales/export",
  summary: "Your ticket sales as a CSV file, streamed: every sale, event by event",
  tags: ["organiser"],
  auth: "required",
  query: ticketSalesQuery,
  success: { status: 200, description: "A text/csv attachment" },
});
