import { listEventsEndpoint } from "@/lib/api/contracts/events";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { eventForApi } from "@/lib/events/api-shape";
import { listOpenEvents } from "@/lib/events/queries";

// GET /api/v1/events — events that have not ended
export const GET = withApi(listEventsEndpoint, async ({ query }) =>
  ok((await listOpenEvents(query)).map(eventForApi), "Events fetched successfully"),
);
