import { myWaitlistEntryEndpoint } from "@/lib/api/contracts/waitlist";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { myEntry } from "@/lib/domain/waitlist/my-entry";

// GET /api/v1/waitlist/{entryId}?k= — your entry and its place
export const GET = withApi(myWaitlistEntryEndpoint, async ({ params, query, caller }) =>
  ok(await myEntry(params.entryId, query.k, caller?.userId ?? null), "Waitlist entry fetched"),
);
