import { ticketSalesEndpoint } from "@/lib/api/contracts/sales";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { cursorOf } from "@/lib/domain/paging/keyset-cursor";
import { listTicketSales } from "@/lib/domain/organiser/ticket-sales";

// GET /api/v1/ticket-sales — paid ticket orders of your events
export const GET = withApi(ticketSalesEndpoint, async ({ caller, query }) => {
  const { cursor, page, ...rest } = query;
  const { items, ...meta } = await listTicketSales(caller.userId, { ...rest, ...(cursor !== undefined ? { cursor: cursorOf(cursor) } : { page }) });
  return ok(items, "Ticket sales fetched successfully", { extra: { meta } });
});
