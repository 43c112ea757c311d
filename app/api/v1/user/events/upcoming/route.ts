import { upcomingEventsEndpoint } from "@/lib/api/contracts/user-events";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { listMyUpcomingEvents } from "@/lib/domain/attendee/my-events";
import { eventForApi } from "@/lib/domain/events/api-shape";

// GET /api/v1/user/events/upcoming — events you hold tickets for that have not ended
export const GET = withApi(upcomingEventsEndpoint, async ({ caller }) => {
  const events = await listMyUpcomingEvents(caller.userId);
  return ok(events.map(eventForApi), events.length ? "Upcoming events fetched successfully" : "No upcoming events yet");
});
