import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { PLAN_LIMITS, effectivePlan, type Plan } from "@/lib/domain/plans/plan-limits";
import { Event } from "@/models/Event";
import { User } from "@/models/User";

/** Where an organiser stands against their plan's event limit: what publishing would be checked against. */
export type PlanStanding = {
  /** The plan that counts now (a lapsed paid plan is Basic again). */
  plan: Plan;
  /** Events that have not ended the plan allows at one time (Infinity when unlimited). */
  maxOpenEvents: number;
  /** The organiser's events that have not ended. */
  openEvents: number;
  /** Another event would be refused. */
  atEventLimit: boolean;
};

/** The organiser's events that have not ended: what the plan's event limit counts. */
export function countOpenEvents(organiserId: string, now = new Date()): Promise<number> {
  return Event.countDocuments({ organizer: organiserId, endsAt: { $gt: now } });
}

export async function planStanding(userId: string, now = new Date()): Promise<PlanStanding> {
  await connectToDatabase();
  const user = await User.findById(userId, { plan: 1, planExpiresAt: 1 }).lean();
  if (!user) throw new ApiError("not_found", "Account not found");
  const plan = effectivePlan(user, now);
  const { maxOpenEvents } = PLAN_LIMITS[plan];
  // Unlimited plans need no count.
  const openEvents = Number.isFinite(maxOpenEvents) ? await countOpenEvents(userId, now) : 0;
  return { plan, maxOpenEvents, openEvents, atEventLimit: openEvents >= maxOpenEvents };
}
