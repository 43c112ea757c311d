import { getEventEndpoint } from "@/lib/api/contracts/events";
import { notFound } from "@/lib/api/errors";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { eventForApi } from "@/lib/events/api-shape";
import { findPublicEvent } from "@/lib/events/queries";

// GET /api/v1/event/{id} — one event
export const GET = withApi(getEventEndpoint, async ({ params }) => {
  const event = await findPublicEvent(params.id);
  if (!event) throw notFound("Event");
  return ok(eventForApi(event), "Event fetched successfully");
});
