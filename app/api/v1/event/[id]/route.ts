import { getEventEndpoint } from "@/lib/api/contracts/events";
import { notFound } from "@/lib/platform/errors";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { eventForApi } from "@/lib/domain/events/api-shape";
import { findPublicEvent } from "@/lib/domain/events/queries";

// GET /api/v1/event/{id} — one event
export const GET = withApi(getEventEndpoint, async ({ params }) => {
  const event = await findPublicEvent(params.id);
  if (!event) throw notFound("Event");
  return ok(eventForApi(event), "Event fetched successfully");
});

// PATCH /api/v1/event/{id} — the old path of PATCH /api/v1/events/{id}, still served: clients written before the move still call it
export { PATCH } from "@/app/api/v1/events/[id]/route";
