import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/** Where an organiser is paid: a bank account whose name the gateway resolved, and its transfer recipient. */
const payoutAccountSchema = new Schema(
  {
    organizer: { type: Schema.Types.ObjectId, ref: "User", required: true },
    bankCode: { type: String, required: true, trim: true, maxlength: 20 },
    bankName: { type: String, required: true, trim: true, maxlength: 120 },
    // Nigerian NUBAN: exactly ten digits.
    accountNumber: { type: String, required: true, match: /^\d{10}$/ },
    // As the gateway resolved it, never as typed.
    accountName: { type: String, required: true, trim: true, maxlength: 120 },
    // Created once per account at the gateway, on the first payout.
    recipientCode: { type: String },
  },
  { timestamps: true },
);

payoutAccountSchema.index({ organizer: 1 }, { unique: true });

export type PayoutAccountDoc = InferSchemaType<typeof payoutAccountSchema>;

export const PayoutAccount: Model<PayoutAccountDoc> =
  (models.PayoutAccount as Model<PayoutAccountDoc>) ?? model<PayoutAccountDoc>("PayoutAccount", payoutAccountSchema);
