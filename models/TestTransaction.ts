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
    // The charge.success webhook, sent as Paystack does until our server answers 2xx: "due" until
    // then, with the attempts so far and when the next one may go (lib/domain/payments/test-gateway/webhook-delivery.ts).
    webhook: { type: String, enum: ["due"] },
    webhookAttempts: { type: Number, default: 0, min: 0 },
    webhookNextAt: { type: Date },
  },
  { timestamps: true },
);

testTransactionSchema.index({ reference: 1 }, { unique: true });
testTransactionSchema.index({ webhook: 1 }, { sparse: true }); // webhooks still to deliver

export type TestTransactionDoc = InferSchemaType<typeof testTransactionSchema>;

export const TestTransaction: Model<TestTransactionDoc> =
  (models.TestTransaction as Model<TestTransactionDoc>) ?? model<TestTransactionDoc>("TestTransaction", testTransactionSchema);
