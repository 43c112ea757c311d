import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { outlineButton, primaryButton } from "@/components/ui/button-styles";

export const metadata: Metadata = {
  title: "Getting started",
  description: "What happens after you sign up to Scheditix: verify your email, log in, then organise or attend events.",
  alternates: { canonical: "/brief" },
};

const NEXT_STEPS = [
  { title: "Verify your email", text: "Open the link we just emailed you. If it is not in your inbox, look in spam or promotions." },
  { title: "Log in", text: "Use the email and password you signed up with." },
  { title: "Choose what to do", text: "Pick “Organize an event” to sell tickets, or “Attend an event” to find your next night out." },
] as const;

const PLANS = [
  { name: "Basic", price: "Free", detail: "1 event at a time, up to 100 tickets per event." },
  { name: "Pro", price: "₦30,000 per year", detail: "Unlimited events, up to 1,000 tickets per event, basic analytics." },
  { name: "Premium", price: "₦60,000 per year", detail: "Unlimited events and tickets, advanced analytics." },
] as const;

const ATTEND_STEPS = [
  "Browse events by category, from concerts and comedy to tech meetups.",
  "Save the ones you like to your favourites.",
  "Buy tickets in naira; your ticket and its QR code arrive by email.",
  "Show the QR code (or its check-in code) at the door to get in.",
] as const;

export default function BriefPage() {
  return (
    <AuthCard title="Welcome to Scheditix" description="Here is what happens next." wide>
      <div className="grid gap-8">
        <section aria-labelledby="next-heading">
          <h2 id="next-heading" className="text-lg font-semibold">
            Your next steps
          </h2>
          <ol className="mt-3 grid gap-3">
            {NEXT_STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-white"
                >
                  {index + 1}
                </span>
                <p>
                  <strong className="font-semibold">{step.title}.</strong> <span className="text-muted">{step.text}</span>
                </p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="organise-heading">
          <h2 id="organise-heading" className="text-lg font-semibold">
            Creating an event
          </h2>
          <p className="mt-2 text-muted">
            From your dashboard choose Create event, add the details and an image, then set the ticket price, quantity and how many tickets one person
            may buy. Free tickets cost you nothing. Your plan decides how big you can go:
          </p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-3">
            {PLANS.map((plan) => (
              <li key={plan.name} className="rounded-xl border border-zinc-200 p-4">
                <p className="font-semibold">{plan.name}</p>
                <p className="font-semibold text-primary-700">{plan.price}</p>
                <p className="mt-1 text-sm text-muted">{plan.detail}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="attend-heading">
          <h2 id="attend-heading" className="text-lg font-semibold">
            Attending an event
          </h2>
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-muted">
            {ATTEND_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </section>

        <div className="flex flex-col gap-3 sm:flex-row">
          <Link href="/login" className={`${primaryButton} flex-1`}>
            Log in
          </Link>
          <Link href="/event-categories" className={`${outlineButton} flex-1`}>
            Browse events
          </Link>
        </div>
      </div>
    </AuthCard>
  );
}
