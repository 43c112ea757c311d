import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

export const MESSAGE_STATUSES = ["scheduled", "sending", "sent", "refused"] as const;

/**
 * What an organiser wrote to a segment of an event's people, now or at a set time. Its recipients
 * are resolved when it goes out (each one a MessageDelivery per channel), not when it is written.
 */
const messageSchema = new Schema(
  {
    event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
    organiser: { type: Schema.Types.ObjectId, ref: "User", required: true },
    // Who wrote it: the owner or a team member.
    author: { type: Schema.Types.ObjectId, ref: "User", required: true },
    // The segment's kind (lib/domain/messages/segments) and its parameters.
    segment: {
      kind: { type: String, required: true },
      ticketTypeId: { type: String },
      orderId: { type: String },
    },
    channels: { type: [String], required: true },
    subject: { type: String, required: true, trim: true, maxlength: 120 },
    body: { type: String, required: true, maxlength: 1_000 },
    sendAt: { type: Date, required: true },
    status: { type: String, enum: MESSAGE_STATUSES, default: "scheduled" },
    // "due" while it waits for its time: the scheduler finds them by an indexed equality.
    due: { type: String, enum: ["due"] },
    recipients: { type: Number, default: 0, min: 0 },
    deliveries: { type: Number, default: 0, min: 0 },
    // Why it did not go out (the plan's daily allowance was used up at its time).
    refusal: { type: String, maxlength: 300 },
    sentAt: { type: Date },
  },
  { timestamps: true },
);

messageSchema.index({ event: 1, createdAt: -1 }); // an event's messages, newest first
messageSchema.index({ due: 1, sendAt: 1 }, { sparse: true }); // the scheduler

export type MessageDoc = InferSchemaType<typeof messageSchema>;

export const Message: Model<MessageDoc> = (models.Message as Model<MessageDoc>) ?? model<MessageDoc>("Message", messageSchema);
