import { mergeFavoritesEndpoint } from "@/lib/api/contracts/favorites";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { mergeFavorites } from "@/lib/domain/attendee/favorites";

// POST /api/v1/favorites/merge — keep the favourites a visitor saved in the browser
export const POST = withApi(mergeFavoritesEndpoint, async ({ caller, body }) =>
  ok({ added: await mergeFavorites(caller.userId, body.eventIds) }, "Favourites saved to your account"),
);
