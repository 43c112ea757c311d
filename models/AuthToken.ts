import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

export const AUTH_TOKEN_PURPOSES = ["verify_email", "reset_password", "cancel_deletion", "claim_account"] as const;

/** A single-use e-mailed link. Only a hash of its id is stored; using it sets `usedAt` once. */
const authTokenSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: "User", required: true },
    purpose: { type: String, enum: AUTH_TOKEN_PURPOSES, required: true },
    idHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date },
  },
  { timestamps: true },
);

authTokenSchema.index({ idHash: 1 }, { unique: true });
authTokenSchema.index({ user: 1, purpose: 1, usedAt: 1 });
authTokenSchema.index({ expiresAt: 1 }); // the sweeper

export type AuthTokenDoc = InferSchemaType<typeof authTokenSchema>;

export const AuthToken: Model<AuthTokenDoc> = (models.AuthToken as Model<AuthTokenDoc>) ?? model<AuthTokenDoc>("AuthToken", authTokenSchema);
