import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { logger } from "@/lib/platform/logger";
import { subscribeWithinLimit } from "@/lib/domain/newsletter/subscribe";
import type { NewsletterStatus } from "@/lib/domain/validations/newsletter";

/** Subscribes an address sent by the site's newsletter form; answers the outcome the page after the form reports. */
export async function subscribeFromForm(email: string, clientIp: string): Promise<Exclude<NewsletterStatus, "invalid">> {
  try {
    const { alreadySubscribed } = await subscribeWithinLimit(email, clientIp);
    return alreadySubscribed ? "already" : "subscribed";
  } catch (error) {
    if (error instanceof ApiError && error.code === "rate_limited") return "limited";
    // The page has no script to explain a 500: a bare error answer would strand the visitor, while
    // the outcome page keeps the site around them and offers the form again. The log keeps the cause.
    logger.error("newsletter form: subscription failed", { error });
    return "failed";
  }
}
