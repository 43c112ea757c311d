import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { PLAN_LIMITS, PLAN_NAMES, effectivePlan } from "@/lib/domain/plans/plan-limits";
import { countOpenEvents } from "@/lib/domain/plans/plan-standing";
import { User } from "@/models/User";

const UPGRADE = "Upgrade your plan from the plans section of the home page.";

/** Refuses (403) what the organiser's current plan does not allow, saying which limit and how to upgrade. */
export async function assertWithinPlan(
  organiserId: string,
  change: { ticketQuantity: number; addsOpenEvent: boolean; featured?: boolean },
): Promise<void> {
  const user = await User.findById(organiserId, { plan: 1, planExpiresAt: 1 }).lean();
  if (!user) throw new ApiError("not_found", "Account not found");
  const plan = effectivePlan(user);
  const limits = PLAN_LIMITS[plan];

  if (change.ticketQuantity > limits.maxTicketsPerEvent) {
    throw new ApiError(
      "forbidden",
      `Your ${PLAN_NAMES[plan]} plan allows up to ${limits.maxTicketsPerEvent.toLocaleString("en-NG")} tickets per event. ` +
        `Pro allows 1,000 and Premium is unlimited. ${UPGRADE}`,
    );
  }
  if (change.featured && !limits.canFeature) {
    throw new ApiError("forbidden", `Featuring events on the home page comes with the Pro and Premium plans. ${UPGRADE}`);
  }
  if (change.addsOpenEvent && Number.isFinite(limits.maxOpenEvents)) {
    const open = await countOpenEvents(organiserId);
    if (open >= limits.maxOpenEvents) {
      throw new ApiError(
        "forbidden",
        `Your ${PLAN_NAMES[plan]} plan allows ${limits.maxOpenEvents} upcoming event at a time. ` +
          `Pro and Premium allow unlimited events. ${UPGRADE}`,
      );
    }
  }
}
