import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

export const REMINDER_KINDS = ["24h", "2h"] as const;

/**
 * One reminder of one event that has been queued to its holders, so later sweeps skip the event.
 * Written after the queueing: a sweep that crashed before it leaves the reminder to the next, whose
 * deliveries' once-keys keep anyone from getting it twice.
 */
const reminderRunSchema = new Schema(
  {
    event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
    kind: { type: String, enum: REMINDER_KINDS, required: true },
    recipients: { type: Number, default: 0 },
  },
  { timestamps: true },
);

reminderRunSchema.index({ event: 1, kind: 1 }, { unique: true });

export type ReminderRunDoc = InferSchemaType<typeof reminderRunSchema>;

export const ReminderRun: Model<ReminderRunDoc> =
  (models.ReminderRun as Model<ReminderRunDoc>) ?? model<ReminderRunDoc>("ReminderRun", reminderRunSchema);
