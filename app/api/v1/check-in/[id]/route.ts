import { after } from "next/server";
import { checkInEndpoint } from "@/lib/api/contracts/gate";
import { ApiError } from "@/lib/platform/errors";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { checkInAttendee } from "@/lib/domain/gate/check-in";
import { auditActionBy } from "@/lib/domain/audit/audit-event-action";
import { CHECK_IN_LINK_HEADER } from "@/lib/domain/gate/check-in-link-header";
import type { Principal } from "@/lib/domain/access/event-permission";

// POST /api/v1/check-in/{id} — check an attendee in at an event you own, work on, or hold a check-in link of
export const POST = withApi(checkInEndpoint, async ({ request, caller, params, body }) => {
  const linkToken = request.headers.get(CHECK_IN_LINK_HEADER);
  const who: Principal | null = caller ? caller.userId : linkToken ? { linkToken } : null;
  if (!who) throw new ApiError("unauthorized", "Unauthorized");
  const { attendee, message, access } = await checkInAttendee(who, params.id, body.checkInCode);
  const userAgent = request.headers.get("user-agent");
  // Written once the response has gone: the person at the door never waits for the log.
  after(() => auditActionBy(access, { eventId: params.id, action: "admit", detail: message, userAgent }));
  return ok(attendee, message);
});
