import { trendingEventsEndpoint } from "@/lib/api/contracts/events";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { trendingEventForApi } from "@/lib/domain/events/api-shape";
import { listTrendingEvents } from "@/lib/domain/events/queries";

// GET /api/v1/trending-events — upcoming events selling the most
export const GET = withApi(trendingEventsEndpoint, async () =>
  ok((await listTrendingEvents()).map(trendingEventForApi), "Trending events fetched successfully"),
);
