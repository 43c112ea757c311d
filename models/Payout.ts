import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

// failed / reversed: the transfer did not land (or came back) and its amount is back in the balance.
export const PAYOUT_STATUSES = ["pending", "paid", "failed", "reversed", "rejected"] as const;

const payoutSchema = new Schema(
  {
    organizer: { type: Schema.Types.ObjectId, ref: "User", required: true },
    event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
    amount: { type: Number, required: true, min: 1 }, // naira
    bankAccountName: { type: String, required: true, trim: true, maxlength: 120 },
    // Nigerian NUBAN: exactly ten digits.
    bankAccountNumber: { type: String, required: true, match: /^\d{10}$/ },
    bankName: { type: String, required: true, trim: true, maxlength: 120 },
    status: { type: String, enum: PAYOUT_STATUSES, default: "pending" },
    // Our transfer reference (unique, so a retried transfer never pays twice) and the gateway's code.
    reference: { type: String },
    transferCode: { type: String },
    recipientCode: { type: String },
    bankCode: { type: String },
    note: { type: String, maxlength: 300 },
  },
  { timestamps: true },
);

payoutSchema.index({ organizer: 1, createdAt: -1 }); // payout history
payoutSchema.index({ event: 1, status: 1 }); // balance per event
payoutSchema.index({ reference: 1 }, { unique: true, sparse: true }); // transfer webhooks
payoutSchema.index({ status: 1, updatedAt: 1 }); // the transfer sweep

export type PayoutDoc = InferSchemaType<typeof payoutSchema>;

export const Payout: Model<PayoutDoc> = (models.Payout as Model<PayoutDoc>) ?? model<PayoutDoc>("Payout", payoutSchema);
