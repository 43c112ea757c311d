/**
 * What an attendee's lists read of an event: everything toPublicEvent shows, without the order marks
 * (`heldFor`, `soldFor`: one id per order in flight, long during a rush) and the search words.
 */
export const PUBLIC_EVENT_PROJECTION = { heldFor: 0, soldFor: 0, titleWords: 0 } as const;
