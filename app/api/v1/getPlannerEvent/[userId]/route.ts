import { organiserEventsEndpoint } from "@/lib/api/contracts/events";
import { ApiError } from "@/lib/platform/errors";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { eventForApi } from "@/lib/domain/events/api-shape";
import { listOrganiserEvents, listOrganiserPublicEvents } from "@/lib/domain/events/organiser-event-list";

// GET /api/v1/getPlannerEvent/{userId} — an organiser's events (sales only for the organiser)
export const GET = withApi(organiserEventsEndpoint, async ({ caller, params, query }) => {
  if (caller && caller.userId !== params.userId) throw new ApiError("forbidden", "You can only see your own events here");
  const page = caller ? await listOrganiserEvents(params.userId, query) : await listOrganiserPublicEvents(params.userId, query);
  const { items, ...meta } = page;
  return ok(items.map(eventForApi), "Events fetched successfully", { extra: { meta } });
});
