import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { BackLink } from "@/components/back-link";
import { WaitlistManager } from "@/components/waitlist/waitlist-manager";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { eventPageAccess } from "@/lib/domain/access/event-page-access";
import { EVENT_SCREENS } from "@/lib/domain/access/event-screens";
import { objectId } from "@/lib/domain/validations/common";
import { waitlistOverview } from "@/lib/domain/waitlist/organiser-waitlist";
import { LAST_WAITING_CURSOR } from "@/lib/domain/waitlist/waiting-page";
import { eventTitleOrFallback } from "@/lib/platform/format";
import { decodeCursor } from "@/lib/domain/paging/keyset-cursor";
import { firstValue, hrefWithQuery } from "@/lib/domain/validations/page-query";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Waitlist", robots: { index: false } };

/** An event's waitlist for its organiser and team: who waits, offers out, conversions, offer by hand, close. */
export default async function WaitlistPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const id = objectId.safeParse((await params).id);
  if (!id.success) notFound();
  const path = `/dashboard/waitlist/${id.data}`;
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  await eventPageAccess(user._id, id.data, EVENT_SCREENS.waitlist.permission);
  // A page of who waits after or before an entry (docs/big-show-paging.md); an unusable cursor is the first page.
  const text = firstValue((await searchParams).cursor);
  const decoded = typeof text === "string" ? decodeCursor(text) : null;
  const cursor = typeof decoded?.key === "number" ? decoded : null; // another list's cursor is the first page too
  const overview = await waitlistOverview(user._id, id.data, cursor ?? undefined);
  const pageHref = (pageCursor: string | null) => (pageCursor ? hrefWithQuery(path, { cursor: pageCursor }) : undefined);
  const waitingPages = {
    first: overview.waitingPreviousCursor ? path : undefined,
    previous: pageHref(overview.waitingPreviousCursor),
    next: pageHref(overview.waitingNextCursor),
    last: overview.waitingNextCursor ? pageHref(LAST_WAITING_CURSOR) : undefined,
  };
  return (
    <div className="grid gap-6">
      <BackLink href="/dashboard/manage-event">Back to your events</BackLink>
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Waitlist</h1>
        <p className="text-muted">{eventTitleOrFallback(overview.eventTitle)}</p>
      </div>
      <WaitlistManager overview={overview} waitingPages={waitingPages} />
    </div>
  );
}
