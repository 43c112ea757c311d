import { getEventEndpoint, updateEventEndpoint } from "@/lib/api/contracts/events";
import { notFound } from "@/lib/platform/errors";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { eventForApi } from "@/lib/domain/events/api-shape";
import { findPublicEvent } from "@/lib/domain/events/queries";
import { updateEvent } from "@/lib/domain/events/update-event";
import { auditEventEdit } from "@/lib/domain/audit/audit-event-edit";

// GET /api/v1/event/{id} — one event
export const GET = withApi(getEventEndpoint, async ({ params }) => {
  const event = await findPublicEvent(params.id);
  if (!event) throw notFound("Event");
  return ok(eventForApi(event), "Event fetched successfully");
});

// PATCH /api/v1/event/{id} — change an event you own or co-organise (multipart)
export const PATCH = withApi(updateEventEndpoint, async ({ request, caller, params, body, files }) => {
  const event = await updateEvent(caller.userId, params.id, body, files.image);
  await auditEventEdit({
    who: caller.userId,
    eventId: params.id,
    changes: body,
    newImage: Boolean(files.image),
    userAgent: request.headers.get("user-agent"),
  });
  return ok(eventForApi(event), "Event updated successfully");
});
