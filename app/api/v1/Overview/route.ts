import { overviewEndpoint } from "@/lib/api/contracts/sales";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { eventForApi } from "@/lib/domain/events/api-shape";
import { organiserOverview } from "@/lib/domain/organiser/overview";

// GET /api/v1/Overview — your sales totals and newest events
export const GET = withApi(overviewEndpoint, async ({ caller }) => {
  const overview = await organiserOverview(caller.userId);
  return ok({ ...overview, recentEvents: overview.recentEvents.map(eventForApi) }, "Dashboard statistics fetched successfully");
});
