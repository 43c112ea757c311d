// Start: a purchase's own writes to its order, made together with those of the purchases that arrive with it.
import "server-only";
import type { HydratedDocument, Types } from "mongoose";
import { batchedCalls, type Outcome } from "@/lib/platform/batched-calls";
import { Order, type OrderDoc } from "@/models/Order";

/** The fields of a new order, cast and validated by the schema as `Order.create` would. */
type NewOrder = Record<string, unknown>;

/** A write error of one document, as the driver reports it within a batch, as an error that keeps its code (11000: a duplicate). */
const failure = (result: unknown): unknown => {
  if (result instanceof Error) return result;
  const { errmsg, code } = (result ?? {}) as { errmsg?: string; code?: number };
  return Object.assign(new Error(errmsg ?? "The order could not be saved"), { code });
};

/**
 * Creates a purchase's order (validated and stamped as `Order.create` would), in one insert with
 * those of the purchases that arrive meanwhile. Each caller gets its own document, or the error its
 * own document met: one invalid or duplicate order fails only its purchase.
 */
export const createOrder: (fields: NewOrder) => Promise<HydratedDocument<OrderDoc>> = batchedCalls(async (orders: NewOrder[]) => {
  const outcomes = (results: unknown[]): Outcome<HydratedDocument<OrderDoc>>[] =>
    results.map((result) => (result instanceof Order ? { value: result as HydratedDocument<OrderDoc> } : { error: failure(result) }));
  try {
    const inserted = await Order.insertMany(orders, { ordered: false, rawResult: true });
    return outcomes((inserted as unknown as { mongoose: { results: unknown[] } }).mongoose.results);
  } catch (error) {
    const results = (error as { mongoose?: { results?: unknown[] } }).mongoose?.results;
    if (!results) throw error;
    return outcomes(results);
  }
});

/**
 * Makes a purchase's order a hold ("holding" → "pending"), in one update with those of the
 * purchases that arrive meanwhile. True when the order is pending now; false when it was no longer
 * holding because the order sweeper had undone it. Only a purchase flips its own order, so an
 * order of the batch found pending after the update is one this update (or an earlier one) flipped.
 */
export const flipToPending: (orderId: Types.ObjectId) => Promise<boolean> = batchedCalls(async (ids: Types.ObjectId[]) => {
  const flipped = await Order.updateMany({ _id: { $in: ids }, status: "holding" }, { $set: { status: "pending" } });
  if (flipped.modifiedCount === ids.length) return ids.map(() => ({ value: true }));
  const pending = new Set((await Order.find({ _id: { $in: ids }, status: "pending" }, { _id: 1 }).lean()).map((order) => String(order._id)));
  return ids.map((id) => ({ value: pending.has(String(id)) }));
});
