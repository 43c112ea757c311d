import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";
import { openEventAnswers } from "@/lib/events/open-event-answers";

/** Every cached public read of events carries this tag. */
export const EVENTS_TAG = "events";
/** Other instances pick up changes within this bound even without hearing of them. */
export const PUBLIC_CACHE_SECONDS = 60;

/** After an event changes: lists and its page are rebuilt on their next request, here at once. */
export function invalidateEventCaches(eventId: string): void {
  // First: it needs no request, and revalidateTag throws outside one (a sweeper).
  openEventAnswers.clear();
  revalidateTag(EVENTS_TAG, { expire: 0 });
  revalidatePath(`/event-details/${eventId}`);
}
