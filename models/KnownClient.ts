import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/**
 * A client that signed in to an account before: a keyed hash of (account e-mail, client address)
 * or of (account e-mail, device cookie id), never the address or id itself. Known clients keep their
 * own mail caps when a stranger has used up the account's (lib/domain/accounts/account-mail-quota.ts).
 */
const knownClientSchema = new Schema({
  key: { type: String, required: true },
  user: { type: Schema.Types.ObjectId, ref: "User", required: true },
  expiresAt: { type: Date, required: true },
});

knownClientSchema.index({ key: 1 }, { unique: true });
knownClientSchema.index({ user: 1 }); // forgotten at a password change or reset, and at erasure
knownClientSchema.index({ expiresAt: 1 }); // the sweeper

export type KnownClientDoc = InferSchemaType<typeof knownClientSchema>;

export const KnownClient: Model<KnownClientDoc> =
  (models.KnownClient as Model<KnownClientDoc>) ?? model<KnownClientDoc>("KnownClient", knownClientSchema);
