import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/**
 * A person who asked one organiser to stop writing to them: by address (an e-mail or an E.164
 * phone), on every channel. Tickets and waitlist offers still reach them (docs/messages.md).
 */
const optOutSchema = new Schema(
  {
    organiser: { type: Schema.Types.ObjectId, ref: "User", required: true },
    address: { type: String, required: true, maxlength: 254 },
  },
  { timestamps: true },
);

optOutSchema.index({ organiser: 1, address: 1 }, { unique: true });

export type MessageOptOutDoc = InferSchemaType<typeof optOutSchema>;

export const MessageOptOut: Model<MessageOptOutDoc> =
  (models.MessageOptOut as Model<MessageOptOutDoc>) ?? model<MessageOptOutDoc>("MessageOptOut", optOutSchema);
