import type { NewsletterStatus } from "@/lib/domain/validations/newsletter";

export const SUBSCRIBED_MESSAGE = "Thank you for subscribing!";
export const ALREADY_SUBSCRIBED_MESSAGE = "You're already subscribed. Thank you!";

/** The sentence /newsletter shows for each outcome of the form; the API answers the first two too. */
export const NEWSLETTER_STATUS_MESSAGES: Record<NewsletterStatus, string> = {
  subscribed: SUBSCRIBED_MESSAGE,
  already: ALREADY_SUBSCRIBED_MESSAGE,
  invalid: "Enter a valid email address",
  limited: "Too many attempts from your connection. Please wait a while and try again.",
  failed: "We could not subscribe you just now. Please try again in a moment.",
};
