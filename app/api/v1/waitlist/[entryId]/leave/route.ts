import { leaveWaitlistEndpoint } from "@/lib/api/contracts/waitlist";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { leaveWaitlist } from "@/lib/domain/waitlist/leave-waitlist";

// POST /api/v1/waitlist/{entryId}/leave?k= — leave the waitlist
export const POST = withApi(leaveWaitlistEndpoint, async ({ params, query, caller }) =>
  ok(await leaveWaitlist(params.entryId, query.k, caller?.userId ?? null), "You have left the waitlist"),
);
