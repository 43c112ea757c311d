import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/**
 * A refund, transfer recipient or transfer of the built-in TEST MODE gateway (see TestTransaction).
 * Nothing here moves real money.
 */
const testGatewayRecordSchema = new Schema(
  {
    type: { type: String, enum: ["refund", "recipient", "transfer"], required: true },
    // refund: the refund id; recipient: RCP_…; transfer: the caller's reference.
    key: { type: String, required: true },
    code: { type: String }, // transfer: TRF_…
    status: { type: String, required: true },
    amount: { type: Number, min: 0 }, // kobo
    transactionReference: { type: String }, // refund: the charge
    recipient: { type: String }, // transfer: RCP_…
    accountNumber: { type: String },
    bankCode: { type: String },
    name: { type: String },
    note: { type: String }, // refund: the merchant's note
  },
  { timestamps: true },
);

testGatewayRecordSchema.index({ type: 1, key: 1 }, { unique: true });

export type TestGatewayRecordDoc = InferSchemaType<typeof testGatewayRecordSchema>;

export const TestGatewayRecord: Model<TestGatewayRecordDoc> =
  (models.TestGatewayRecord as Model<TestGatewayRecordDoc>) ?? model<TestGatewayRecordDoc>("TestGatewayRecord", testGatewayRecordSchema);
