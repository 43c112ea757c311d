import { getEnv } from "@/lib/env";

export const EVENT_IMAGE_PLACEHOLDER = "/images/event-placeholder.svg";

/** An absolute URL for a stored file path, for API clients on other origins. */
export function absoluteUrl(path: string): string {
  return new URL(path, getEnv().APP_URL).toString();
}
