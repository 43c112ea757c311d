import "server-only";
import type { Types } from "mongoose";
import { userSessionsChanged } from "@/lib/domain/auth/sessions";
import { User } from "@/models/User";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

type PaidPlanOrder = { _id: Types.ObjectId | string; buyer: Types.ObjectId | string; plan: "pro" | "premium"; paidAt?: Date | null };

/**
 * Gives the buyer a year of the order's plan, from its payment or from the end of the current year
 * of the same plan, once per order: the verify and the webhook of one payment race to apply it, and
 * whichever answers has seen it applied (the user records the orders it got its years from).
 */
export async function applyPlanOrder(order: PaidPlanOrder): Promise<void> {
  const paidAt = order.paidAt ?? new Date();
  const user = await User.findById(order.buyer, { plan: 1, planExpiresAt: 1 }).lean();
  if (!user) return;
  const renewsSamePlan = user.plan === order.plan && user.planExpiresAt && user.planExpiresAt > paidAt;
  const start = renewsSamePlan && user.planExpiresAt ? user.planExpiresAt : paidAt;
  const applied = await User.updateOne(
    { _id: order.buyer, planOrders: { $ne: order._id } },
    { $set: { plan: order.plan, planExpiresAt: new Date(start.getTime() + YEAR_MS) }, $push: { planOrders: order._id } },
  );
  // The plan is part of what a request knows of its caller (GET /api/v1/me).
  if (applied.modifiedCount) await userSessionsChanged(String(order.buyer));
}
