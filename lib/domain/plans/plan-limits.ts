export type Plan = "basic" | "pro" | "premium";

export type PlanLimits = {
  /** Events that have not ended, at one time. */
  maxOpenEvents: number;
  maxTicketsPerEvent: number;
  /** May show events among the home page's featured events. */
  canFeature: boolean;
};

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  basic: { maxOpenEvents: 1, maxTicketsPerEvent: 100, canFeature: false },
  pro: { maxOpenEvents: Number.POSITIVE_INFINITY, maxTicketsPerEvent: 1_000, canFeature: true },
  premium: { maxOpenEvents: Number.POSITIVE_INFINITY, maxTicketsPerEvent: Number.POSITIVE_INFINITY, canFeature: true },
};

export const PLAN_NAMES: Record<Plan, string> = { basic: "Basic", pro: "Pro", premium: "Premium" };

/** A paid plan counts until it expires; without an expiry date it does not lapse. */
export function effectivePlan(user: { plan: Plan; planExpiresAt?: Date | null }, now = new Date()): Plan {
  if (user.plan === "basic") return "basic";
  return user.planExpiresAt && user.planExpiresAt <= now ? "basic" : user.plan;
}

/** Yearly price in naira (SPEC section 1). */
export const PLAN_PRICES: Record<Exclude<Plan, "basic">, number> = { pro: 30_000, premium: 60_000 };
