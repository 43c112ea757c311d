import { offerByHandEndpoint } from "@/lib/api/contracts/waitlist";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { auditActionBy } from "@/lib/domain/audit/audit-event-action";
import { offerByHand, waitlistOverview } from "@/lib/domain/waitlist/organiser-waitlist";

// POST /api/v1/events/{id}/waitlist/{entryId}/offer — "Offer now", out of turn
export const POST = withApi(offerByHandEndpoint, async ({ request, params, caller }) => {
  const { access, fullName, partySize } = await offerByHand(caller.userId, params.id, params.entryId);
  const detail = `Offered ${partySize} seat${partySize === 1 ? "" : "s"} to ${fullName} from the waitlist`;
  await auditActionBy(access, { eventId: params.id, action: "waitlist_offer", detail, userAgent: request.headers.get("user-agent") });
  return ok(await waitlistOverview(caller.userId, params.id), "Offer sent");
});
