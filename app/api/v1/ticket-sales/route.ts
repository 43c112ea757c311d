import { ticketSalesEndpoint } from "@/lib/api/contracts/sales";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { listTicketSales } from "@/lib/domain/organiser/ticket-sales";

// GET /api/v1/ticket-sales — paid ticket orders of your events
export const GET = withApi(ticketSalesEndpoint, async ({ caller, query }) => {
  const { items, ...meta } = await listTicketSales(caller.userId, query);
  return ok(items, "Ticket sales fetched successfully", { extra: { meta } });
});
