import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

const newsletterSubscriberSchema = new Schema(
  { email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 } },
  { timestamps: true },
);

newsletterSubscriberSchema.index({ email: 1 }, { unique: true });

export type NewsletterSubscriberDoc = InferSchemaType<typeof newsletterSubscriberSchema>;

export const NewsletterSubscriber: Model<NewsletterSubscriberDoc> =
  (models.NewsletterSubscriber as Model<NewsletterSubscriberDoc>) ??
  model<NewsletterSubscriberDoc>("NewsletterSubscriber", newsletterSubscriberSchema);
