import { myEventWaitlistEntryEndpoint } from "@/lib/api/contracts/waitlist";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { myEventEntry } from "@/lib/domain/waitlist/my-entry";

// GET /api/v1/events/{id}/waitlist/mine — the signed-in account's entry, if any
export const GET = withApi(myEventWaitlistEntryEndpoint, async ({ params, caller }) =>
  ok(await myEventEntry(caller.userId, params.id), "Waitlist entry fetched"),
);
