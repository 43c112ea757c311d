import "server-only";
import { RATE_RULES, consumeRateLimit } from "@/lib/domain/auth/rate-limit";
import { connectToDatabase } from "@/lib/platform/db";
import { upsertRacing } from "@/lib/platform/duplicate-key";
import { NewsletterSubscriber } from "@/models/NewsletterSubscriber";

/** Adds an e-mail to the newsletter once; subscribing again changes nothing. */
export async function subscribeToNewsletter(email: string): Promise<{ alreadySubscribed: boolean }> {
  await connectToDatabase();
  const subscribe = () => NewsletterSubscriber.updateOne({ email }, { $setOnInsert: { email } }, { upsert: true });
  // Two identical sign-ups can race to insert; the unique index lets one win and the other becomes a no-op.
  const result = await upsertRacing(subscribe);
  return { alreadySubscribed: result.upsertedCount === 0 };
}

/**
 * A sign-up from a client's address, counted against its mail limit (a 429 ApiError past it). The
 * API and the site's form share the count, so neither is a way around the other.
 */
export async function subscribeWithinLimit(email: string, clientIp: string): Promise<{ alreadySubscribed: boolean }> {
  await consumeRateLimit(`newsletter:${clientIp}`, RATE_RULES.mailPerIp);
  return subscribeToNewsletter(email);
}
