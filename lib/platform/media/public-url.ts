import { getEnv } from "@/lib/platform/env";

export const EVENT_IMAGE_PLACEHOLDER = "/images/event-placeholder.svg";

/** An absolute URL of something this server serves itself (media, the TEST MODE checkout), on SERVER_URL. */
export function serverUrl(path: string): string {
  return new URL(path, getEnv().SERVER_URL).toString();
}

/** An absolute URL of a page users land on (shared links, the payment callback), on APP_URL; e-mailed links: lib/domain/mail/links.ts. */
export function appUrl(path: string): string {
  return new URL(path, getEnv().APP_URL).toString();
}
