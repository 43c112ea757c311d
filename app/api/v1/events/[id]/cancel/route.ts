import { cancelEventEndpoint } from "@/lib/api/contracts/money";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { cancelEvent } from "@/lib/events/cancel-event";

// POST /api/v1/events/{id}/cancel — cancel your event, refunding and e-mailing every buyer
export const POST = withApi(cancelEventEndpoint, async ({ caller, params, body }) =>
  ok(await cancelEvent(caller.userId, params.id, body.message), "Event cancelled. Every paid order is being refunded."),
);
