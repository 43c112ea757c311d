import type { Metadata } from "next";
import Link from "next/link";
import { primaryButton } from "@/components/auth/styles";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Overview",
  robots: { index: false },
};

export default function OverviewPage() {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Overview</h1>
      <section
        aria-labelledby="create-event-heading"
        className="max-w-md rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm"
      >
        <h2 id="create-event-heading" className="text-lg font-semibold">
          Ready for your next event?
        </h2>
        <p className="mt-2 text-muted">Set up your event, add tickets and start selling in minutes.</p>
        <Link href="/dashboard/create-event" className={`${primaryButton} mt-4`}>
          Create an event
        </Link>
      </section>
    </div>
  );
}
