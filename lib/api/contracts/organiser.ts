import { defineEndpoint } from "@/lib/api/endpoint";
import { attendeesExportQuery, attendeesQuery, checkInBody } from "@/lib/domain/validations/checkin";
import { eventIdParams } from "@/lib/domain/validations/event";
import { payoutRequestSchema, ticketSalesQuery } from "@/lib/domain/validations/payout";

export const checkInEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/check-in/{id}",
  summary:
    "Check an attendee in by their code (each ticket once): the event's owner, its co-organisers and check-in staff, or a check-in link's holder (its token in the `X-Check-In-Link` header, no account); at most 1,200 a minute per account or link (429)",
  tags: ["organiser"],
  auth: "optional",
  params: eventIdParams,
  body: checkInBody,
  success: {
    status: 200,
    description:
      "`message` names the attendee and seat; 409 when already checked in (`message` gives the time, `data` the holder: fullName, checkInCode, ticketTypeName, tableNumber, seatNumber, checkedInAt)",
  },
});

export const attendeesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/attendees/{id}",
  summary: "The attendees of your event (`?q=` filters names; `?page=&limit=` answers one page with `meta`)",
  tags: ["organiser"],
  auth: "required",
  params: eventIdParams,
  query: attendeesQuery,
  success: {
    status: 200,
    description:
      '`data` is a list of attendees, one per ticket, each with its ticket\'s `status` (valid, checked_in or refunded): without `page`/`limit` the first 2,000, as the existing client reads them (`checkedIn` "Yes" or "No"); with them one page (`checkedIn` true or false) and `meta` with page, pages, total (refunded tickets included) and refunded',
  },
});

export const attendeesExportEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/attendees/{id}/export",
  summary: "The attendees of your event as a CSV file (`?q=` filters names), one row per ticket with its status (Valid, Checked in, Refunded)",
  tags: ["organiser"],
  auth: "required",
  params: eventIdParams,
  query: attendeesExportQuery,
  success: { status: 200, description: "A text/csv attachment" },
});

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

export const requestPayoutEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/payouts",
  summary:
    "Pay out part of an event's balance (paid revenue less refunds, the platform fee and pending or paid payouts) to your saved account by Paystack transfer",
  tags: ["organiser"],
  auth: "required",
  body: payoutRequestSchema,
  success: {
    status: 201,
    description:
      "`data` is the payout ({_id, reference, amount, status}); its status moves pending → paid | failed | reversed by the transfer webhook and a verify sweep, and failed or reversed money returns to the balance",
  },
});

export const ticketSalesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/ticket-sales",
  summary: "Paid ticket orders of your events (`?eventId=` for one event)",
  tags: ["organiser"],
  auth: "required",
  query: ticketSalesQuery,
  success: { status: 200, description: "`data` is a list of sales; `meta` has page, pages and total" },
});

export const ticketSalesExportEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/ticket-sales/export",
  summary: "Your ticket sales as a CSV file",
  tags: ["organiser"],
  auth: "required",
  query: ticketSalesQuery,
  success: { status: 200, description: "A text/csv attachment" },
});
