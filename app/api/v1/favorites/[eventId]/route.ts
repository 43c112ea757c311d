import { removeFavoriteEndpoint } from "@/lib/api/contracts/attendee";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { removeFavorite } from "@/lib/attendee/favorites";

// DELETE /api/v1/favorites/{eventId} — remove a favourite
export const DELETE = withApi(removeFavoriteEndpoint, async ({ caller, params }) => {
  await removeFavorite(caller.userId, params.eventId);
  return ok(null, "Removed from favorites");
});
