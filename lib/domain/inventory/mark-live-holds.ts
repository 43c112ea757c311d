// Inventory, once at start-up: marks the holds placed before order marks existed.
import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { isMigrationDone, markMigrationDone } from "@/lib/platform/migration-record";
import { OPEN_MARKS } from "@/lib/domain/inventory/order-marks";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";
import { PromoCode } from "@/models/PromoCode";

const MIGRATION = "order-marks";

/**
 * Holds placed before order marks existed (lib/domain/inventory/order-marks.ts) are marked on their event
 * and code, so their seats and uses are given back when they end. Runs once, at the first start
 * of this version; each write is conditional on the mark being absent.
 */
export async function markLiveHolds(): Promise<number> {
  await connectToDatabase();
  if (await isMigrationDone(MIGRATION)) return 0;
  const startedAt = new Date();
  const pending = await Order.find({ kind: "ticket", status: "pending" }, { event: 1, promoCode: 1, promoUses: 1 }).lean();
  for (const order of pending) {
    await Event.updateOne({ _id: order.event, heldFor: { $ne: order._id } }, { $push: { heldFor: order._id }, $set: OPEN_MARKS });
    if (order.promoCode && (order.promoUses ?? 0) > 0) {
      await PromoCode.updateOne({ _id: order.promoCode, heldFor: { $ne: order._id } }, { $push: { heldFor: order._id }, $set: OPEN_MARKS });
    }
  }
  await markMigrationDone(MIGRATION, startedAt);
  if (pending.length > 0) logger.info("marked the holds placed before order marks", { orders: pending.length });
  return pending.length;
}
