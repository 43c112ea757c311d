import { ApiError } from "@/lib/platform/errors";
import { fail } from "@/lib/api/respond";
import { getEnv } from "@/lib/platform/env";
import { calendarFileName, eventCalendar } from "@/lib/domain/events/event-calendar";
import { findPublicEvent } from "@/lib/domain/events/queries";
import { appUrl } from "@/lib/platform/media/public-url";

// The event page's ids: lower-case hex, as its links spell them.
const EVENT_ID = /^[0-9a-f]{24}$/;

// GET /event-details/{eventId}/calendar — the event as an .ics file, for "Add to calendar"
export async function GET(_request: Request, { params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const event = EVENT_ID.test(eventId) ? await findPublicEvent(eventId) : null;
  if (!event) return fail(new ApiError("not_found", "There is no event at this address."));
  const calendar = eventCalendar(event, { pageUrl: appUrl(`/event-details/${event._id}`), host: new URL(getEnv().SERVER_URL).hostname });
  return new Response(calendar, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${calendarFileName(event)}"`,
      "cache-control": "no-cache",
    },
  });
}
