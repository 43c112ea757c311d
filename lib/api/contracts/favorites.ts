import { defineEndpoint } from "@/lib/api/endpoint";
import { favoriteBody, favoriteParams, mergeFavoritesBody } from "@/lib/domain/validations/favorite";

export const listFavoritesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/favorites",
  summary: "Your favourite events",
  tags: ["attendee"],
  auth: "required",
  success: { status: 200, description: "`data` is a list of events" },
});

export const addFavoriteEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/favorites",
  summary: "Add an event to your favourites",
  tags: ["attendee"],
  auth: "required",
  body: favoriteBody,
  success: { status: 201, description: "`data.added` is false (with 200) when it was already a favourite" },
});

export const checkFavoriteEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/favorites/{eventId}",
  summary: "Whether an event is one of your favourites",
  tags: ["attendee"],
  auth: "required",
  params: favoriteParams,
  success: { status: 200, description: "`data.favorite` is true when the event is one of your favourites" },
});

export const removeFavoriteEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/v1/favorites/{eventId}",
  summary: "Remove an event from your favourites",
  tags: ["attendee"],
  auth: "required",
  params: favoriteParams,
  success: { status: 200, description: "`data` is null" },
});

export const mergeFavoritesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/favorites/merge",
  summary: "Add the favourites kept in the browser before login",
  tags: ["attendee"],
  auth: "required",
  body: mergeFavoritesBody,
  success: { status: 200, description: "`data.added` counts the new favourites" },
});
