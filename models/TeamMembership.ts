import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

export const TEAM_ROLES = ["co_organiser", "finance", "check_in"] as const;

/**
 * A person working on an owner's events: one event (`event` set) or all of them (`event` absent).
 * Revoking sets `revokedAt`; every permission check reads it, so a revocation takes effect at once.
 */
const teamMembershipSchema = new Schema(
  {
    owner: { type: Schema.Types.ObjectId, ref: "User", required: true },
    member: { type: Schema.Types.ObjectId, ref: "User", required: true },
    role: { type: String, enum: TEAM_ROLES, required: true },
    event: { type: Schema.Types.ObjectId, ref: "Event" },
    invitedBy: { type: Schema.Types.ObjectId, ref: "User", required: true },
    revokedAt: { type: Date },
    // "owner:member:event|all" while the membership lasts (one per person and scope); set to a used-up value once revoked.
    activeKey: { type: String },
  },
  { timestamps: true },
);

teamMembershipSchema.index({ member: 1, revokedAt: 1 }); // the permission check and "events I work on"
teamMembershipSchema.index({ owner: 1, createdAt: -1 }); // the team page
teamMembershipSchema.index({ activeKey: 1 }, { unique: true, sparse: true }); // a second accept never makes a second membership

export type TeamMembershipDoc = InferSchemaType<typeof teamMembershipSchema>;

export const TeamMembership: Model<TeamMembershipDoc> =
  (models.TeamMembership as Model<TeamMembershipDoc>) ?? model<TeamMembershipDoc>("TeamMembership", teamMembershipSchema);
