/** SPEC 4: the answers to 'Add to favorites', the same for visitors and signed-in users. */
export const ADDED_MESSAGE = "Added to favorite";
export const ALREADY_ADDED_MESSAGE = "Already added to favorites";
export const REMOVED_MESSAGE = "Removed from favorites";
export const EMPTY_MESSAGE = "no favorite Event";
export const CONNECTION_ERROR = "Check your connection and try again.";
