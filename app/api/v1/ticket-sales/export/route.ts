import { ticketSalesExportEndpoint } from "@/lib/api/contracts/sales";
import { withApi } from "@/lib/api/with-api";
import { csvAttachment } from "@/lib/platform/csv";
import { ticketSalesCsv } from "@/lib/domain/organiser/ticket-sales";

// GET /api/v1/ticket-sales/export — your ticket sales as CSV
export const GET = withApi(ticketSalesExportEndpoint, async ({ caller, query }) =>
  csvAttachment(await ticketSalesCsv(caller.userId, query.eventId), "scheditix-ticket-sales.csv"),
);
