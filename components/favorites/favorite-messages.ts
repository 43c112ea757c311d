/** What our pages say about favourites (the API's own messages keep SPEC's wording). */
export const ADDED_MESSAGE = "Saved to favourites";
export const ALREADY_ADDED_MESSAGE = "Already in your favourites";
export const REMOVED_MESSAGE = "Removed from favourites";
export const EMPTY_MESSAGE = "No favourite events yet";
export const CONNECTION_ERROR = "Check your connection and try again.";
