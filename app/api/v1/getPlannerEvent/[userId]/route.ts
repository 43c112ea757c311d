import { plannerEventsEndpoint } from "@/lib/api/contracts/events";
import { ApiError } from "@/lib/api/errors";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { eventForApi } from "@/lib/events/api-shape";
import { listPlannerEvents, listPublicPlannerEvents } from "@/lib/events/planner-events";

// GET /api/v1/getPlannerEvent/{userId} — an organiser's events (sales only for the organiser)
export const GET = withApi(plannerEventsEndpoint, async ({ caller, params, query }) => {
  if (caller && caller.userId !== params.userId) throw new ApiError("forbidden", "You can only see your own events here");
  const page = caller ? await listPlannerEvents(params.userId, query) : await listPublicPlannerEvents(params.userId, query);
  const { items, ...meta } = page;
  return ok(items.map(eventForApi), "Events fetched successfully", { extra: { meta } });
});
