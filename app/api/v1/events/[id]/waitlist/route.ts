import { joinWaitlistEndpoint, organiserWaitlistEndpoint, waitlistSettingsEndpoint } from "@/lib/api/contracts/waitlist";
import { created, ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { cursorOf } from "@/lib/domain/paging/keyset-cursor";
import { auditActionBy } from "@/lib/domain/audit/audit-event-action";
import { waitlistSettingsChanged } from "@/lib/domain/waitlist/audit-waitlist";
import { joinWaitlist } from "@/lib/domain/waitlist/join-waitlist";
import { setWaitlistSettings, waitlistOverview } from "@/lib/domain/waitlist/organiser-waitlist";

// POST /api/v1/events/{id}/waitlist — join a sold-out event's waitlist
export const POST = withApi(joinWaitlistEndpoint, async ({ params, body, caller }) =>
  created(await joinWaitlist(params.id, body, caller?.userId ?? null), "You are on the waitlist"),
);

// GET /api/v1/events/{id}/waitlist — the organiser's view of the waitlist
export const GET = withApi(organiserWaitlistEndpoint, async ({ params, query, caller }) =>
  ok(await waitlistOverview(caller.userId, params.id, query.cursor !== undefined ? cursorOf(query.cursor) : undefined), "Waitlist fetched"),
);

// PATCH /api/v1/events/{id}/waitlist — close, reopen, switch off, offer time
export const PATCH = withApi(waitlistSettingsEndpoint, async ({ request, params, body, caller }) => {
  const { access, settings } = await setWaitlistSettings(caller.userId, params.id, body);
  const detail = waitlistSettingsChanged(body);
  await auditActionBy(access, { eventId: params.id, action: "waitlist_settings", detail, userAgent: request.headers.get("user-agent") });
  return ok(settings, "Waitlist settings saved");
});
