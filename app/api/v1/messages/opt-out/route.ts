import { optOutEndpoint } from "@/lib/api/contracts/messages";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { ApiError } from "@/lib/platform/errors";
import { optOut, readOptOutToken } from "@/lib/domain/messages/opt-out";

// POST /api/v1/messages/opt-out — stop an organiser's messages to the link's addresses
export const POST = withApi(optOutEndpoint, async ({ body }) => {
  const claim = readOptOutToken(body.token);
  if (!claim) throw new ApiError("bad_request", "This opt-out link is not valid: use the whole link from the message");
  await optOut(claim);
  return ok(null, "You will get no more messages from this organiser");
});
