import { getEventEndpoint, updateEventEndpoint } from "@/lib/api/contracts/events";
import { notFound } from "@/lib/api/errors";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { eventForApi } from "@/lib/events/api-shape";
import { findPublicEvent } from "@/lib/events/queries";
import { updateEvent } from "@/lib/events/update-event";

// GET /api/v1/event/{id} — one event
export const GET = withApi(getEventEndpoint, async ({ params }) => {
  const event = await findPublicEvent(params.id);
  if (!event) throw notFound("Event");
  return ok(eventForApi(event), "Event fetched successfully");
});

// PATCH /api/v1/event/{id} — change your own event (multipart)
export const PATCH = withApi(updateEventEndpoint, async ({ caller, params, body, files }) =>
  ok(eventForApi(await updateEvent(caller.userId, params.id, body, files.image)), "Event updated successfully"),
);
