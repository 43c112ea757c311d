import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/**
 * How many tickets one buyer holds (pending or paid) for one event. A purchase raises it with a
 * conditional update, so a buyer cannot pass the event's purchase limit with parallel requests.
 * `orders` lists the orders counted in `held` (at most the purchase limit of them), so an order's
 * share is given back exactly once, whoever does it and however often it is retried.
 */
const ticketQuotaSchema = new Schema({
  buyer: { type: Schema.Types.ObjectId, ref: "User", required: true },
  event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
  held: { type: Number, default: 0, min: 0 },
  orders: { type: [Schema.Types.ObjectId], default: undefined },
  // Refunds already given back (a refund returns its tickets' share, whole order or part of it).
  refunds: { type: [Schema.Types.ObjectId], default: undefined },
});

ticketQuotaSchema.index({ buyer: 1, event: 1 }, { unique: true });

export type TicketQuotaDoc = InferSchemaType<typeof ticketQuotaSchema>;

export const TicketQuota: Model<TicketQuotaDoc> =
  (models.TicketQuota as Model<TicketQuotaDoc>) ?? model<TicketQuotaDoc>("TicketQuota", ticketQuotaSchema);
