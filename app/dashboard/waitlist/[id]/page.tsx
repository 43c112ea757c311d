import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { BackLink } from "@/components/back-link";
import { WaitlistManager } from "@/components/waitlist/waitlist-manager";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { eventPageAccess } from "@/lib/domain/access/event-page-access";
import { EVENT_SCREENS } from "@/lib/domain/access/event-screens";
import { objectId } from "@/lib/domain/validations/common";
import { waitlistOverview } from "@/lib/domain/waitlist/organiser-waitlist";
import { eventTitleOrFallback } from "@/lib/platform/format";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Waitlist", robots: { index: false } };

/** An event's waitlist for its organiser and team: who waits, offers out, conversions, offer by hand, close. */
export default async function WaitlistPage({ params }: { params: Promise<{ id: string }> }) {
  const id = objectId.safeParse((await params).id);
  if (!id.success) notFound();
  const path = `/dashboard/waitlist/${id.data}`;
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  await eventPageAccess(user._id, id.data, EVENT_SCREENS.waitlist.permission);
  const overview = await waitlistOverview(user._id, id.data);
  return (
    <div className="grid gap-6">
      <BackLink href="/dashboard/manage-event">Back to your events</BackLink>
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Waitlist</h1>
        <p className="text-muted">{eventTitleOrFallback(overview.eventTitle)}</p>
      </div>
      <WaitlistManager overview={overview} />
    </div>
  );
}
