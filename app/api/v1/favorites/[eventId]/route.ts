import { checkFavoriteEndpoint, removeFavoriteEndpoint } from "@/lib/api/contracts/favorites";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { isFavorite, removeFavorite } from "@/lib/domain/attendee/favorites";

// GET /api/v1/favorites/{eventId} — is this event one of your favourites?
export const GET = withApi(checkFavoriteEndpoint, async ({ caller, params }) =>
  ok({ favorite: await isFavorite(caller.userId, params.eventId) }, "Favourite checked"),
);

// DELETE /api/v1/favorites/{eventId} — remove a favourite
export const DELETE = withApi(removeFavoriteEndpoint, async ({ caller, params }) => {
  await removeFavorite(caller.userId, params.eventId);
  return ok(null, "Removed from favorites");
});
