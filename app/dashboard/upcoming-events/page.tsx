import type { Metadata } from "next";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Upcoming events",
  robots: { index: false },
};

export default function UpcomingEventsPage() {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Upcoming events</h1>
      <p className="rounded-2xl border border-dashed border-zinc-300 bg-white p-8 text-center text-muted">No upcoming</p>
    </div>
  );
}
