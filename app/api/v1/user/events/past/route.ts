import { pastEventsEndpoint } from "@/lib/api/contracts/user-events";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { listMyPastEvents } from "@/lib/domain/attendee/my-events";
import { eventForApi } from "@/lib/domain/events/api-shape";

// GET /api/v1/user/events/past — your tickets for events that have ended
export const GET = withApi(pastEventsEndpoint, async ({ caller }) =>
  ok((await listMyPastEvents(caller.userId)).map(eventForApi), "Past events fetched successfully"),
);
