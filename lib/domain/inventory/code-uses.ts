// Inventory: a promo code's uses, taken and given back per order.
import "server-only";
import { OPEN_MARKS } from "@/lib/domain/inventory/order-marks";
import type { Types } from "mongoose";
import { PromoCode } from "@/models/PromoCode";

type CodeRef = Types.ObjectId | string;
type OrderRef = Types.ObjectId | string;

/**
 * Takes an order's `uses` of a code in one conditional update: only while it is active and that
 * many uses are left under the limit that was checked (a limit changed meanwhile makes it miss),
 * and only once per order (its mark in `heldFor`, set by the same update). Racing buyers can
 * therefore never use a code more than its limit.
 */
export async function takeCodeUses(codeId: CodeRef, orderId: OrderRef, uses: number, maxUses: number | null | undefined): Promise<boolean> {
  if (uses <= 0) return true;
  const limit = maxUses == null ? { maxUses: { $exists: false } } : { maxUses, uses: { $lte: maxUses - uses } };
  const result = await PromoCode.updateOne(
    { _id: codeId, active: true, heldFor: { $ne: orderId }, ...limit },
    { $inc: { uses }, $push: { heldFor: orderId }, $set: OPEN_MARKS },
  );
  return result.modifiedCount === 1;
}

/** Gives an order's uses back (its hold ended or it failed), once: a retry, or uses never taken, change nothing. */
export async function releaseCodeUses(codeId: CodeRef, orderId: OrderRef, uses: number): Promise<void> {
  if (uses <= 0) return;
  await PromoCode.updateOne({ _id: codeId, heldFor: orderId, uses: { $gte: uses } }, { $inc: { uses: -uses }, $pull: { heldFor: orderId } });
}

/** A payment that arrived after its hold ended was charged the discounted price: count its uses again, once. */
export async function retakeCodeUses(codeId: CodeRef, orderId: OrderRef, uses: number): Promise<void> {
  if (uses > 0)
    await PromoCode.updateOne({ _id: codeId, heldFor: { $ne: orderId } }, { $inc: { uses }, $push: { heldFor: orderId }, $set: OPEN_MARKS });
}
