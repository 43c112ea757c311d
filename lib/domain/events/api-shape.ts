import { serverUrl } from "@/lib/platform/media/public-url";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";

/** API clients live on other origins, so image URLs go out absolute, on this server's own origin. */
export function eventForApi(event: PublicEvent) {
  return { ...event, image: { imageUrl: serverUrl(event.image.imageUrl) } };
}

/** Trending cards of the existing client read `image` as a list of `{ imageUrl }`. */
export function trendingEventForApi(event: PublicEvent) {
  return { ...event, image: [{ imageUrl: serverUrl(event.image.imageUrl) }] };
}
