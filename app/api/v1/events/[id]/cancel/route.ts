import { cancelEventEndpoint } from "@/lib/api/contracts/events";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { cancelEvent } from "@/lib/domain/events/cancel-event";
import { auditEventAction } from "@/lib/domain/audit/audit-event-action";

// POST /api/v1/events/{id}/cancel — cancel an event you own or co-organise, refunding and e-mailing every buyer
export const POST = withApi(cancelEventEndpoint, async ({ request, caller, params, body }) => {
  const result = await cancelEvent(caller.userId, params.id, body.message);
  const userAgent = request.headers.get("user-agent");
  await auditEventAction({ who: caller.userId, eventId: params.id, permission: "edit", action: "edit", detail: "Cancelled the event", userAgent });
  return ok(result, "Event cancelled. Every paid order is being refunded.");
});
