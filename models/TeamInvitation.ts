import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";
import { TEAM_ROLES } from "@/models/TeamMembership";

/**
 * An e-mailed invitation to an owner's team, for one event (`event` set) or all of them. Only a hash
 * of its token is stored; accepting sets `acceptedAt` once, in a conditional update.
 */
const teamInvitationSchema = new Schema(
  {
    owner: { type: Schema.Types.ObjectId, ref: "User", required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    role: { type: String, enum: TEAM_ROLES, required: true },
    event: { type: Schema.Types.ObjectId, ref: "Event" },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    acceptedAt: { type: Date },
    acceptedBy: { type: Schema.Types.ObjectId, ref: "User" },
    revokedAt: { type: Date },
    // The day (UTC, YYYY-MM-DD) the sweeper removes it: a grace period after it stops working (lib/domain/team/team-record-sweep.ts).
    sweepOn: { type: String },
    // "owner:email:event|all" while the invitation waits (one per address and scope); set to a used-up value once accepted or withdrawn.
    pendingKey: { type: String },
  },
  { timestamps: true },
);

teamInvitationSchema.index({ tokenHash: 1 }, { unique: true });
teamInvitationSchema.index({ pendingKey: 1 }, { unique: true, sparse: true }); // inviting an address again refreshes its invitation
teamInvitationSchema.index({ owner: 1, createdAt: -1 });
teamInvitationSchema.index({ sweepOn: 1 }, { sparse: true }); // the sweeper

export type TeamInvitationDoc = InferSchemaType<typeof teamInvitationSchema>;

export const TeamInvitation: Model<TeamInvitationDoc> =
  (models.TeamInvitation as Model<TeamInvitationDoc>) ?? model<TeamInvitationDoc>("TeamInvitation", teamInvitationSchema);
