import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/**
 * A named check-in link of one event ("Gate B") for volunteers without an account: a capability
 * URL whose token only the link holds; only its hash is stored. It works until it expires or is revoked.
 */
const checkInLinkSchema = new Schema(
  {
    owner: { type: Schema.Types.ObjectId, ref: "User", required: true },
    event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
    name: { type: String, required: true, trim: true },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    createdBy: { type: Schema.Types.ObjectId, ref: "User", required: true },
    revokedAt: { type: Date },
    // The day (UTC, YYYY-MM-DD) the sweeper removes it: a grace period after it stops working (lib/domain/team/team-record-sweep.ts).
    sweepOn: { type: String },
  },
  { timestamps: true },
);

checkInLinkSchema.index({ tokenHash: 1 }, { unique: true });
checkInLinkSchema.index({ owner: 1, createdAt: -1 });
checkInLinkSchema.index({ sweepOn: 1 }, { sparse: true }); // the sweeper

export type CheckInLinkDoc = InferSchemaType<typeof checkInLinkSchema>;

export const CheckInLink: Model<CheckInLinkDoc> =
  (models.CheckInLink as Model<CheckInLinkDoc>) ?? model<CheckInLinkDoc>("CheckInLink", checkInLinkSchema);
