import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

// "preparing": written before its tickets are voided, so a crash leaves a record to find.
export const REFUND_STATUSES = ["preparing", "pending", "processing", "processed", "failed"] as const;
export const REFUND_KINDS = ["organiser", "cancellation", "late_payment", "resale"] as const;

/** Money going back to a buyer through the gateway's refund API, for some or all of one order. */
const refundSchema = new Schema(
  {
    // Ours, unique: names the refund in logs, the API and the organiser's list.
    reference: { type: String, required: true },
    order: { type: Schema.Types.ObjectId, ref: "Order", required: true },
    event: { type: Schema.Types.ObjectId, ref: "Event" },
    kind: { type: String, enum: REFUND_KINDS, required: true },
    // The charge's reference at the gateway (the order's reference).
    transactionReference: { type: String, required: true },
    tickets: [{ type: Schema.Types.ObjectId, ref: "Ticket" }],
    quantity: { type: Number, default: 0, min: 0 },
    amountKobo: { type: Number, default: 0, min: 0 },
    reason: { type: String, trim: true, maxlength: 500, default: "" },
    status: { type: String, enum: REFUND_STATUSES, default: "preparing" },
    // The gateway's id of the refund, once it accepted it.
    providerId: { type: String },
    note: { type: String, maxlength: 300 },
    processedAt: { type: Date },
  },
  { timestamps: true },
);

refundSchema.index({ reference: 1 }, { unique: true });
refundSchema.index({ order: 1, createdAt: -1 }); // an order's refunds
refundSchema.index({ event: 1, createdAt: -1 }); // the organiser's refund list
refundSchema.index({ transactionReference: 1, status: 1 }); // webhooks without a refund id
refundSchema.index({ providerId: 1 }, { sparse: true }); // webhooks
refundSchema.index({ status: 1, updatedAt: 1 }); // the refund sweep

export type RefundDoc = InferSchemaType<typeof refundSchema>;

export const Refund: Model<RefundDoc> = (models.Refund as Model<RefundDoc>) ?? model<RefundDoc>("Refund", refundSchema);
