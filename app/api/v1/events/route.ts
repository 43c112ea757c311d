import { listEventsEndpoint } from "@/lib/api/contracts/events";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { eventForApi } from "@/lib/domain/events/api-shape";
import { OPEN_EVENTS_CACHE_CONTROL, openEventResponses } from "@/lib/domain/events/open-event-responses";
import { listOpenEvents } from "@/lib/domain/events/queries";

// GET /api/v1/events — events that have not ended (the same for every caller, so responses are
// shared: here, by the server's front cache, and by any CDN in front of it)
export const GET = withApi(listEventsEndpoint, async ({ query }) =>
  openEventResponses.respond(JSON.stringify(query), async () =>
    ok((await listOpenEvents(query)).map(eventForApi), "Events fetched successfully", {
      headers: { "cache-control": OPEN_EVENTS_CACHE_CONTROL },
    }),
  ),
);
