import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/**
 * One record of the session feed (lib/domain/change-feed/follow-session-changes.ts): "this session
 * ended" (`session`), "this user's sessions may all have changed" (no `session`: password, deletion,
 * profile) or "this user's favourites or tickets changed" (`lists`), numbered by the feed's counter (`_id`). Every app process follows it and drops what it
 * keeps of those sessions; `origin` names the process that wrote it, which dropped them already.
 * Kept a few minutes (the feed trims older ones: no TTL indexes on FerretDB).
 */
const sessionChangeSchema = new Schema({
  _id: { type: Number, required: true },
  user: { type: Schema.Types.ObjectId, ref: "User", required: true },
  session: { type: Schema.Types.ObjectId, ref: "Session" },
  lists: { type: Boolean },
  origin: { type: String, required: true, maxlength: 100 },
  createdAt: { type: Date, required: true },
});

sessionChangeSchema.index({ createdAt: 1 }); // the trim

export type SessionChangeDoc = InferSchemaType<typeof sessionChangeSchema>;

export const SessionChange: Model<SessionChangeDoc> =
  (models.SessionChange as Model<SessionChangeDoc>) ?? model<SessionChangeDoc>("SessionChange", sessionChangeSchema);
