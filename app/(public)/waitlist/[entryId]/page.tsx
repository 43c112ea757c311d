import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { WaitlistEntryPanel } from "@/components/waitlist/waitlist-entry-panel";
import { eventTitleOrFallback } from "@/lib/platform/format";
import { findPublicEvent } from "@/lib/domain/events/queries";
import { entryByKey } from "@/lib/domain/waitlist/my-entry";
import { toEntryView } from "@/lib/domain/waitlist/entry-view";

// The no-login link of the waitlist's confirmation e-mail: read on every request, never indexed,
// its key never sent as a referrer.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Your place on the waitlist",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { params: Promise<{ entryId: string }>; searchParams: Promise<{ k?: string | string[] }> };

export default async function WaitlistEntryPage({ params, searchParams }: Props) {
  const { entryId } = await params;
  const { k } = await searchParams;
  const key = typeof k === "string" ? k : undefined;
  const entry = /^[0-9a-f]{24}$/.test(entryId) ? await entryByKey(entryId, key) : null;
  if (!entry || !key) notFound();
  const [view, event] = await Promise.all([toEntryView(entry), findPublicEvent(String(entry.event))]);
  const eventPath = `/event-details/${String(entry.event)}`;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-8 md:px-6 md:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">Waitlist for {eventTitleOrFallback(event?.eventTitle)}</h1>
      <WaitlistEntryPanel entry={{ ...view, key }} eventPath={eventPath} />
      <Link href={eventPath} className="font-medium text-primary-700 underline-offset-4 hover:underline">
        See the event
      </Link>
    </div>
  );
}
