import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/**
 * Tickets of one event sold on one Lagos day (`YYYY-MM-DD`), so "trending" reads a few small
 * documents per day instead of every recent paid order. `sold` moves as sales happen (+ at the
 * paid order's fulfilment, − at a refund) with atomic $inc upserts; `imported` is what was sold
 * without passing through fulfilment (orders from before these counters, the demo seed) and is
 * only ever $set from the orders, so writing it again is harmless. The day's sales are the sum.
 */
const salesDaySchema = new Schema({
  event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
  day: { type: String, required: true },
  sold: { type: Number, default: 0 },
  imported: { type: Number, default: 0 },
});

salesDaySchema.index({ event: 1, day: 1 }, { unique: true }); // one counter per event and day; an event's days (recount)
salesDaySchema.index({ day: 1 }); // trending: one equality lookup per day of the window

export type SalesDayDoc = InferSchemaType<typeof salesDaySchema>;

export const SalesDay: Model<SalesDayDoc> = (models.SalesDay as Model<SalesDayDoc>) ?? model<SalesDayDoc>("SalesDay", salesDaySchema);
