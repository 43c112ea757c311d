export type Plan = "basic" | "pro" | "premium";

export type PlanLimits = {
  /** Events that have not ended, at one time. */
  maxOpenEvents: number;
  maxTicketsPerEvent: number;
};

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  basic: { maxOpenEvents: 1, maxTicketsPerEvent: 100 },
  pro: { maxOpenEvents: Number.POSITIVE_INFINITY, maxTicketsPerEvent: 1_000 },
  premium: { maxOpenEvents: Number.POSITIVE_INFINITY, maxTicketsPerEvent: Number.POSITIVE_INFINITY },
};

export const PLAN_NAMES: Record<Plan, string> = { basic: "Basic", pro: "Pro", premium: "Premium" };

/** A paid plan counts until it expires; without an expiry date it does not lapse. */
export function effectivePlan(user: { plan: Plan; planExpiresAt?: Date | null }, now = new Date()): Plan {
  if (user.plan === "basic") return "basic";
  return user.planExpiresAt && user.planExpiresAt <= now ? "basic" : user.plan;
}
