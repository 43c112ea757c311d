import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/**
 * A promo or access code of one event. `uses` counts discounted tickets held or sold; a purchase
 * raises it in one conditional update (never past `maxUses`), a released hold lowers it again.
 */
const promoCodeSchema = new Schema(
  {
    event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
    organizer: { type: Schema.Types.ObjectId, ref: "User", required: true },
    // Stored upper-case: codes are matched case-insensitively.
    code: { type: String, required: true, uppercase: true, trim: true, match: /^[A-Z0-9-]{3,30}$/ },
    discountType: { type: String, enum: ["percent", "fixed"], required: true },
    // Percent (0–100), or naira off each ticket.
    discountValue: { type: Number, required: true, min: 0 },
    // The types it applies to; empty means every type.
    ticketTypes: { type: [Schema.Types.ObjectId], default: [] },
    maxUses: { type: Number, min: 1 },
    uses: { type: Number, default: 0, min: 0 },
    // The orders whose uses `uses` counts (see Event.heldFor): taken and given back once per order.
    heldFor: { type: [Schema.Types.ObjectId], default: undefined },
    // "open" while any mark is there: the sweeper finds them by an indexed equality.
    marks: { type: String, enum: ["open"] },
    validFrom: { type: Date },
    validUntil: { type: Date },
    unlocksHidden: { type: Boolean, default: false },
    active: { type: Boolean, default: true },
  },
  { timestamps: true },
);

promoCodeSchema.index({ event: 1, code: 1 }, { unique: true });
promoCodeSchema.index({ marks: 1 }, { sparse: true }); // order marks the sweeper may clear

export type PromoCodeDoc = InferSchemaType<typeof promoCodeSchema>;

export const PromoCode: Model<PromoCodeDoc> = (models.PromoCode as Model<PromoCodeDoc>) ?? model<PromoCodeDoc>("PromoCode", promoCodeSchema);
