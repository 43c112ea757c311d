import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

export const PLANS = ["basic", "pro", "premium"] as const;

const userSchema = new Schema(
  {
    fullname: { type: String, required: true, trim: true, maxlength: 120 },
    // Stored lower-cased so uniqueness is case-insensitive.
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    phoneNo: { type: String, trim: true, maxlength: 20 },
    // A guest (below) has none until they sign up.
    passwordHash: {
      type: String,
      select: false,
      required: function (this: { guest?: boolean }) {
        return !this.guest;
      },
    },
    // Made by a purchase without an account: it holds the orders of that e-mail, cannot log in, and
    // becomes a full account (its orders claimed) when that e-mail signs up and verifies.
    guest: { type: Boolean },
    plan: { type: String, enum: PLANS, default: "basic" },
    planExpiresAt: { type: Date },
    // Paid plan orders already applied: each adds its year once, however often it is replayed.
    planOrders: { type: [Schema.Types.ObjectId], default: undefined },
    // Storage key of the profile picture; served at /media/<key>.
    avatarKey: { type: String },
    emailVerifiedAt: { type: Date },
    // Bumped on logout-everywhere, password reset or change: older tokens stop working.
    sessionVersion: { type: Number, default: 0 },
    // Held while an organiser's event is created, so two at once cannot both pass the plan's limit.
    eventLockUntil: { type: Date },
    // Account deletion: disabled at once, erased by a sweeper after the grace period.
    deletionRequestedAt: { type: Date },
  },
  { timestamps: true },
);

userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ deletionRequestedAt: 1 }, { sparse: true });

export type UserDoc = InferSchemaType<typeof userSchema>;

export const User: Model<UserDoc> = (models.User as Model<UserDoc>) ?? model<UserDoc>("User", userSchema);
