import { createEventEndpoint } from "@/lib/api/contracts/events";
import { created } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { eventForApi } from "@/lib/domain/events/api-shape";
import { createEvent } from "@/lib/domain/events/create-event";

// POST /api/v1/create-event/{categoryId} — publish an event (multipart, with its image)
export const POST = withApi(createEventEndpoint, async ({ caller, params, body, files }) => {
  const event = await createEvent(caller.userId, params.categoryId, body, files.image);
  return created(eventForApi(event), "Event created successfully");
});
