import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/** A named number that only grows, moved by one atomic $inc: e.g. the change feed's sequence. */
const counterSchema = new Schema({
  _id: { type: String, required: true },
  seq: { type: Number, required: true, default: 0 },
});

export type CounterDoc = InferSchemaType<typeof counterSchema>;

export const Counter: Model<CounterDoc> = (models.Counter as Model<CounterDoc>) ?? model<CounterDoc>("Counter", counterSchema);
