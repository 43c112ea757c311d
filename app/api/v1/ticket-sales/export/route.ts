import { ticketSalesExportEndpoint } from "@/lib/api/contracts/organiser";
import { withApi } from "@/lib/api/with-api";
import { ticketSalesCsv } from "@/lib/organiser/ticket-sales";

// GET /api/v1/ticket-sales/export — your ticket sales as CSV
export const GET = withApi(ticketSalesExportEndpoint, async ({ caller, query }) =>
  new Response(await ticketSalesCsv(caller.userId, query.eventId), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="scheditix-ticket-sales.csv"',
      "Cache-Control": "private, no-store",
    },
  }),
);
