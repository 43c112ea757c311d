import "server-only";
import type { Types } from "mongoose";
import { PromoCode } from "@/models/PromoCode";

type CodeRef = Types.ObjectId | string;

/**
 * Takes `uses` of a code in one conditional update: only while it is active and that many uses are
 * left under the limit that was checked (a limit changed meanwhile makes it miss). Racing buyers
 * can therefore never use a code more than its limit.
 */
export async function takeCodeUses(codeId: CodeRef, uses: number, maxUses: number | null | undefined): Promise<boolean> {
  if (uses <= 0) return true;
  const limit = maxUses == null ? { maxUses: { $exists: false } } : { maxUses, uses: { $lte: maxUses - uses } };
  const result = await PromoCode.updateOne({ _id: codeId, active: true, ...limit }, { $inc: { uses } });
  return result.modifiedCount === 1;
}

/** Gives an order's uses back (its hold ended or it failed); the caller's status flip makes this happen once. */
export async function releaseCodeUses(codeId: CodeRef, uses: number): Promise<void> {
  if (uses <= 0) return;
  await PromoCode.updateOne({ _id: codeId, uses: { $gte: uses } }, { $inc: { uses: -uses } });
}

/** A payment that arrived after its hold ended was charged the discounted price: count its uses again. */
export async function retakeCodeUses(codeId: CodeRef, uses: number): Promise<void> {
  if (uses > 0) await PromoCode.updateOne({ _id: codeId }, { $inc: { uses } });
}
