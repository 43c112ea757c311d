import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";
import { CHANNELS, MESSAGE_KINDS } from "@/models/message-kinds";

export const DELIVERY_STATUSES = ["queued", "sending", "sent", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One message to one person on one channel, and what became of it: queued → sending → sent, then
 * delivered or failed by the provider's report; a failed try goes back to queued with a wait, until
 * the attempts run out.
 */
const deliverySchema = new Schema(
  {
    event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
    organiser: { type: Schema.Types.ObjectId, ref: "User", required: true },
    // The organiser's message it belongs to (absent for reminders and offers).
    message: { type: Schema.Types.ObjectId, ref: "Message" },
    kind: { type: String, enum: MESSAGE_KINDS, required: true },
    channel: { type: String, enum: CHANNELS, required: true },
    // An e-mail address (lower case) or an E.164 phone.
    to: { type: String, required: true, maxlength: 254 },
    name: { type: String, maxlength: 120 },
    subject: { type: String, required: true, maxlength: 200 },
    text: { type: String, required: true, maxlength: 5_000 },
    html: { type: String, maxlength: 50_000 },
    params: { type: [String], default: undefined },
    status: { type: String, enum: DELIVERY_STATUSES, default: "queued" },
    attempts: { type: Number, default: 0, min: 0 },
    // When a queued delivery may be tried; while sending, when its claim lapses (a crashed sender).
    nextAttemptAt: { type: Date, required: true },
    lastError: { type: String, maxlength: 500 },
    providerId: { type: String },
    sentAt: { type: Date },
    deliveredAt: { type: Date },
    failedAt: { type: Date },
    // Makes a delivery once-only: `${message}:${channel}:${to}`, or `${event}:${reminder}:${channel}:${to}`.
    once: { type: String, required: true },
  },
  { timestamps: true },
);

deliverySchema.index({ once: 1 }, { unique: true });
deliverySchema.index({ status: 1, nextAttemptAt: 1 }); // the sender: queued and lapsed claims
deliverySchema.index({ message: 1, status: 1 }, { sparse: true }); // one message's counts
deliverySchema.index({ event: 1, createdAt: -1 }); // an event's deliveries, newest first
deliverySchema.index({ providerId: 1 }, { sparse: true }); // provider reports

export type MessageDeliveryDoc = InferSchemaType<typeof deliverySchema>;

export const MessageDelivery: Model<MessageDeliveryDoc> =
  (models.MessageDelivery as Model<MessageDeliveryDoc>) ?? model<MessageDeliveryDoc>("MessageDelivery", deliverySchema);
