import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/**
 * A transaction of the built-in TEST MODE gateway, which answers Paystack's API when no Paystack
 * key is configured. Nothing here moves real money.
 */
const testTransactionSchema = new Schema(
  {
    reference: { type: String, required: true },
    accessCode: { type: String, required: true },
    email: { type: String, required: true },
    amount: { type: Number, required: true, min: 0 }, // kobo
    currency: { type: String, default: "NGN" },
    callbackUrl: { type: String, required: true },
    metadata: { type: Schema.Types.Mixed },
    status: { type: String, enum: ["pending", "success", "failed", "abandoned"], default: "pending" },
    paidAt: { type: Date },
  },
  { timestamps: true },
);

testTransactionSchema.index({ reference: 1 }, { unique: true });

export type TestTransactionDoc = InferSchemaType<typeof testTransactionSchema>;

export const TestTransaction: Model<TestTransactionDoc> =
  (models.TestTransaction as Model<TestTransactionDoc>) ?? model<TestTransactionDoc>("TestTransaction", testTransactionSchema);
