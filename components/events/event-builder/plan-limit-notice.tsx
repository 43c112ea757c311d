import { ButtonLink } from "@/components/ui/button-link";
import { PLAN_NAMES } from "@/lib/domain/plans/plan-limits";
import type { PlanStanding } from "@/lib/domain/plans/plan-standing";
import { formatCount } from "@/lib/platform/format";

/** Where the home page lists the plans, each with its upgrade button. */
export const PLANS_HREF = "/#plans";

const upcoming = (count: number) => `${formatCount(count)} upcoming ${count === 1 ? "event" : "events"}`;

/**
 * Said at the top of the create form when the plan's event limit is already reached, so the
 * organiser learns it before filling the form rather than at Publish; nothing otherwise.
 */
export function PlanLimitNotice({ standing }: { standing: PlanStanding }) {
  if (!standing.atEventLimit) return null;
  const plan = PLAN_NAMES[standing.plan];
  return (
    <section aria-labelledby="plan-limit-heading" className="grid gap-3 rounded-2xl border border-amber-700 bg-amber-50 p-4 text-amber-950 sm:p-6">
      <h2 id="plan-limit-heading" className="text-lg font-semibold">
        You have reached your {plan} plan&apos;s event limit
      </h2>
      <p>
        Your {plan} plan allows {upcoming(standing.maxOpenEvents)} at a time and you have {formatCount(standing.openEvents)} (an event counts until it
        ends). Publish another once {standing.openEvents === 1 ? "it has" : "one has"} ended, or upgrade to Pro or Premium for unlimited events.
      </p>
      <div>
        <ButtonLink href={PLANS_HREF}>See plans and upgrade</ButtonLink>
      </div>
    </section>
  );
}
