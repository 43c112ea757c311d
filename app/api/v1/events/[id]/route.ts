import { updateEventEndpoint } from "@/lib/api/contracts/events";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { eventForApi } from "@/lib/domain/events/api-shape";
import { updateEvent } from "@/lib/domain/events/update-event";
import { auditEventEdit } from "@/lib/domain/audit/audit-event-edit";

// PATCH /api/v1/events/{id} — change an event you own or co-organise (multipart)
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
