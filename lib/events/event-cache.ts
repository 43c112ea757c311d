import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";
import { openEventAnswers } from "@/lib/events/open-event-answers";
import { forgetFrontPageCache } from "@/lib/http/front-page-cache";

/** Every cached public read of events carries this tag. */
export const EVENTS_TAG = "events";
/** Other instances pick up changes within this bound even without hearing of them. */
export const PUBLIC_CACHE_SECONDS = 60;

/**
 * After an event changes: lists and its page are rebuilt on their next request, here at once.
 * A sale (`seatsOnly`) leaves the cache in front of the pages be, so the seats left show there up to
 * its few seconds late: in an on-sale rush every sale would otherwise empty it.
 */
export function invalidateEventCaches(eventId: string, { seatsOnly = false } = {}): void {
  // First: they need no request, and revalidateTag throws outside one (a sweeper).
  openEventAnswers.clear();
  if (!seatsOnly) forgetFrontPageCache();
  revalidateTag(EVENTS_TAG, { expire: 0 });
  revalidatePath(`/event-details/${eventId}`);
}
