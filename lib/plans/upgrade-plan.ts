import "server-only";
import { User } from "@/models/User";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** A year of the plan from today, or from the end of the current year of the same plan. */
export async function upgradePlan(userId: string, plan: "pro" | "premium", paidAt: Date): Promise<void> {
  const user = await User.findById(userId, { plan: 1, planExpiresAt: 1 }).lean();
  if (!user) return;
  const renewsSamePlan = user.plan === plan && user.planExpiresAt && user.planExpiresAt > paidAt;
  const start = renewsSamePlan && user.planExpiresAt ? user.planExpiresAt : paidAt;
  await User.updateOne({ _id: userId }, { $set: { plan, planExpiresAt: new Date(start.getTime() + YEAR_MS) } });
}
