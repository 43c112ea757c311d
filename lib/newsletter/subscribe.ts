import "server-only";
import { connectToDatabase } from "@/lib/db";
import { upsertRacing } from "@/lib/duplicate-key";
import { NewsletterSubscriber } from "@/models/NewsletterSubscriber";

/** Adds an e-mail to the newsletter once; subscribing again changes nothing. */
export async function subscribeToNewsletter(email: string): Promise<{ alreadySubscribed: boolean }> {
  await connectToDatabase();
  const subscribe = () => NewsletterSubscriber.updateOne({ email }, { $setOnInsert: { email } }, { upsert: true });
  // Two identical sign-ups can race to insert; the unique index lets one win and the other becomes a no-op.
  const result = await upsertRacing(subscribe);
  return { alreadySubscribed: result.upsertedCount === 0 };
}
