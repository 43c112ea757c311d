import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

export const EVENT_CHANGE_KINDS = ["created", "details", "cancelled", "listing", "seats"] as const;
export type EventChangeKind = (typeof EVENT_CHANGE_KINDS)[number];

/**
 * One record of the change feed (lib/domain/change-feed): "event E changed", numbered by the feed's counter
 * (`_id`, one more per record). Every app process follows the feed and empties its caches of event
 * data when a record arrives; `origin` names the process that wrote it, which applied it already.
 * Kept a few minutes (the feed trims older ones: no TTL indexes on FerretDB).
 */
const eventChangeSchema = new Schema({
  _id: { type: Number, required: true },
  event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
  kind: { type: String, enum: EVENT_CHANGE_KINDS, required: true },
  origin: { type: String, required: true, maxlength: 100 },
  createdAt: { type: Date, required: true },
});

eventChangeSchema.index({ createdAt: 1 }); // the trim

export type EventChangeDoc = InferSchemaType<typeof eventChangeSchema>;

export const EventChange: Model<EventChangeDoc> =
  (models.EventChange as Model<EventChangeDoc>) ?? model<EventChangeDoc>("EventChange", eventChangeSchema);
