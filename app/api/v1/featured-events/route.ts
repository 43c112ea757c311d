import { featuredEventsEndpoint } from "@/lib/api/contracts/events";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { eventForApi } from "@/lib/domain/events/api-shape";
import { listFeaturedEvents } from "@/lib/domain/events/queries";

// GET /api/v1/featured-events — featured upcoming events
export const GET = withApi(featuredEventsEndpoint, async () =>
  ok((await listFeaturedEvents()).map(eventForApi), "Featured events fetched successfully"),
);
