import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";
import { PAYMENT_CHANNELS } from "@/models/payment-terms";

/**
 * A transaction of the built-in TEST MODE gateway, which answers Paystack's API when no Paystack
 * key is configured. Nothing here moves real money.
 *
 * Its status follows Paystack's: `pending` until the buyer acts, `ongoing` while a transfer account
 * or USSD code waits for the money, `pending` again once the buyer says it was sent (`sentAt`), then
 * `success`; `failed` after a decline and `abandoned` when the buyer closed the page (both may
 * still be paid, as on Paystack's page).
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
    // What the hosted page offers (Paystack's names); all of them when initialize named none.
    channels: { type: [{ type: String, enum: PAYMENT_CHANNELS }], default: undefined },
    status: { type: String, enum: ["pending", "ongoing", "success", "failed", "abandoned"], default: "pending" },
    // How the buyer is paying or paid, as verify and the webhook report it; unset until they choose.
    channel: { type: String, enum: PAYMENT_CHANNELS },
    // The account a bank transfer goes to, and when it stops taking money; the code a USSD payment dials.
    accountNumber: { type: String },
    accountExpiresAt: { type: Date },
    ussdCode: { type: String },
    // The buyer said the transfer or USSD payment was sent; when the money lands (unset: it never does).
    sentAt: { type: Date },
    confirm: { type: String, enum: ["due"] },
    confirmAt: { type: Date },
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
testTransactionSchema.index({ confirm: 1 }, { sparse: true }); // transfers still to land

export type TestTransactionDoc = InferSchemaType<typeof testTransactionSchema>;

export const TestTransaction: Model<TestTransactionDoc> =
  (models.TestTransaction as Model<TestTransactionDoc>) ?? model<TestTransactionDoc>("TestTransaction", testTransactionSchema);
