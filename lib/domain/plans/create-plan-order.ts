import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { newPaymentReference } from "@/lib/domain/payments/gateway-references";
import { PLAN_PRICES } from "@/lib/domain/plans/plan-limits";
import { User } from "@/models/User";
import { Order } from "@/models/Order";

/** A pending order for a year of a paid plan (answers its public id); the plan changes only once its payment is verified. */
export async function createPlanOrder(userId: string, plan: "pro" | "premium"): Promise<string> {
  await connectToDatabase();
  const user = await User.findById(userId, { fullname: 1, email: 1 }).lean();
  if (!user) throw new ApiError("not_found", "Account not found");
  const order = await Order.create({
    reference: newPaymentReference("plan"),
    kind: "plan",
    plan,
    buyer: userId,
    quantity: 1,
    amountKobo: PLAN_PRICES[plan] * 100,
    expiresAt: new Date(Date.now() + 60 * 60_000),
    fullName: user.fullname,
    email: user.email,
  });
  return order.publicId as string;
}
