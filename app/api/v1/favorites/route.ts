import { addFavoriteEndpoint, listFavoritesEndpoint } from "@/lib/api/contracts/favorites";
import { created, ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { addFavorite, listFavorites } from "@/lib/domain/attendee/favorites";
import { eventForApi } from "@/lib/domain/events/api-shape";

// GET /api/v1/favorites — your favourite events
export const GET = withApi(listFavoritesEndpoint, async ({ caller }) =>
  ok((await listFavorites(caller.userId)).map(eventForApi), "Favourites fetched successfully"),
);

// POST /api/v1/favorites — add an event to your favourites
export const POST = withApi(addFavoriteEndpoint, async ({ caller, body }) =>
  (await addFavorite(caller.userId, body.eventId))
    ? created({ added: true }, "Added to favorite")
    : ok({ added: false }, "Already added to favorites"),
);
