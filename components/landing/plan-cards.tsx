import { formatNaira } from "@/lib/platform/format";
import { PlanCheckoutButton } from "@/components/landing/plan-checkout-button";
import { PLAN_LIMITS, PLAN_NAMES, type Plan } from "@/lib/domain/plans/plan-limits";

/** Basic is a sign-up link; a paid plan is a checkout (signed-in users pay straight away). */
type PlanAction = { href: string; label: string } | { checkout: Exclude<Plan, "basic">; label: string };

type PlanCard = { plan: Plan; yearlyPrice: number; features: string[]; action: PlanAction };

const tickets = (plan: Plan) => `Up to ${PLAN_LIMITS[plan].maxTicketsPerEvent.toLocaleString("en-NG")} tickets per event`;

/** SPEC 1 and 9. The Basic card's 'Create 2 events for free' contradicts its own one-event limit, so it says what is true. */
const PLAN_CARDS: PlanCard[] = [
  {
    plan: "basic",
    yearlyPrice: 0,
    features: ["Create your first event for free", "1 event at a time", tickets("basic")],
    action: { href: "/register", label: "Start with Basic" },
  },
  {
    plan: "pro",
    yearlyPrice: 30_000,
    features: ["Unlimited events", tickets("pro"), "Basic analytics dashboard"],
    action: { checkout: "pro", label: "Choose Pro" },
  },
  {
    plan: "premium",
    yearlyPrice: 60_000,
    features: ["Unlimited events", "Unlimited tickets", "Advanced analytics"],
    action: { checkout: "premium", label: "Choose Premium" },
  },
];

function PlanCardItem({ card }: { card: PlanCard }) {
  const headingId = `plan-${card.plan}`;
  const highlighted = card.plan === "pro";
  const actionClassName = `mt-8 inline-flex min-h-11 items-center justify-center rounded-full px-6 font-semibold ${
    highlighted ? "bg-primary-700 text-white hover:bg-primary-800" : "border border-primary-700 text-primary-700 hover:bg-primary-50"
  }`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-2xl border p-6 ${highlighted ? "border-primary-700 shadow-md" : "border-zinc-200"}`}
    >
      <h3 id={headingId} className="text-xl font-semibold">
        {PLAN_NAMES[card.plan]}
      </h3>
      <p className="mt-3">
        <span className="text-3xl font-bold text-accent">{formatNaira(card.yearlyPrice)}</span>
        {card.yearlyPrice > 0 ? <span className="text-muted"> per year</span> : null}
      </p>
      <ul className="mt-5 grid gap-3">
        {card.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="mt-0.5 size-5 shrink-0 text-primary-700"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      {"checkout" in card.action ? (
        <PlanCheckoutButton plan={card.action.checkout} label={card.action.label} className={actionClassName} />
      ) : (
        <a href={card.action.href} className={actionClassName}>
          {card.action.label}
        </a>
      )}
    </article>
  );
}

export function PlanCards() {
  return (
    <section aria-labelledby="plans" className="bg-zinc-50">
      <div className="mx-auto max-w-7xl px-4 py-12 md:px-6 md:py-16">
        <h2 id="plans" className="text-2xl font-bold md:text-3xl">
          Plans for every organiser
        </h2>
        <p className="mt-2 max-w-2xl text-muted">Start free and upgrade when your events grow. Prices are in naira.</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {PLAN_CARDS.map((card) => (
            <li key={card.plan}>
              <PlanCardItem card={card} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
