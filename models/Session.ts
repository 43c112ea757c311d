import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/** One signed-in device or API client. Logout revokes it; a token naming a revoked session is refused. */
const sessionSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: "User", required: true },
    kind: { type: String, enum: ["web", "api"], required: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date },
    userAgent: { type: String, maxlength: 300 },
  },
  { timestamps: true },
);

sessionSchema.index({ user: 1, revokedAt: 1 });
sessionSchema.index({ expiresAt: 1 }); // the sweeper

export type SessionDoc = InferSchemaType<typeof sessionSchema>;

export const Session: Model<SessionDoc> = (models.Session as Model<SessionDoc>) ?? model<SessionDoc>("Session", sessionSchema);
