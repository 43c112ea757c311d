import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import { AttendeeTable } from "@/components/checkin/attendee-table";
import { CheckInForm } from "@/components/checkin/check-in-form";
import { ListSearch } from "@/components/list-search";
import { PaginationNav } from "@/components/pagination-nav";
import { DateTime } from "@/components/ui/date-time";
import { listEventAttendeesPage } from "@/lib/checkin/list-attendees";
import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate, formatEventTime } from "@/lib/format";
import { gateView } from "@/lib/team/gate-page";
import { linkTokenParams } from "@/lib/validations/team";
import { hrefWithQuery, pageNumber, searchText } from "@/lib/validations/page-query";

export const dynamic = "force-dynamic";

// The URL is a capability: never indexed, never sent on as a referrer.
export const metadata: Metadata = { title: "Check in at the door", robots: { index: false, follow: false }, referrer: "no-referrer" };

const PAGE_SIZE = 50;
const attendeeQuery = z.object({ q: searchText, page: pageNumber });

type GatePageProps = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A check-in link's door: the online check-in of its event and the attendee lookup, with no account. */
export default async function GatePage({ params, searchParams }: GatePageProps) {
  const parsed = linkTokenParams.safeParse(await params);
  if (!parsed.success) notFound();
  const { token } = parsed.data;
  const view = await gateView(token);
  if (!view) {
    return (
      <main id="main" className="mx-auto grid w-full max-w-xl gap-4 px-4 py-10">
        <h1 className="text-2xl font-semibold">This check-in link no longer works</h1>
        <p>It has expired or the organiser has revoked it. Ask the organiser for a new link.</p>
      </main>
    );
  }

  const path = `/gate/${token}`;
  const query = attendeeQuery.parse(await searchParams);
  const attendees = await listEventAttendeesPage({ linkToken: token }, view.eventId, { q: query.q || undefined, page: query.page, limit: PAGE_SIZE });
  if (query.page > attendees.pages) redirect(hrefWithQuery(path, { ...query, page: attendees.pages }));
  const time = formatEventTime(view.startTime);

  return (
    <main id="main" className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6">
      <section aria-labelledby="gate-event" className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm">
        <div>
          <p className="text-sm font-medium text-muted">{view.linkName}</p>
          <h1 id="gate-event" className="text-xl font-semibold sm:text-2xl">
            {eventTitleOrFallback(view.eventTitle)}
          </h1>
          <p className="text-muted">
            {formatEventDate(view.startDate)}
            {time ? <span> · {time}</span> : null} · {eventLocationOrFallback(view.eventLocation)}
          </p>
          <p className="text-sm text-muted">
            This link works until <DateTime value={view.expiresAt} />.
          </p>
        </div>
        <CheckInForm eventId={view.eventId} linkToken={token} />
      </section>

      <section aria-labelledby="gate-attendees" className="grid gap-4">
        <div className="grid gap-3 lg:flex lg:items-end lg:justify-between">
          <h2 id="gate-attendees" className="text-xl font-semibold">
            Attendees
          </h2>
          <ListSearch action={path} id="gate-attendee-search" label="Search attendees by name" defaultValue={query.q} />
        </div>
        <AttendeeTable attendees={attendees.items} />
        {attendees.pages > 1 ? (
          <PaginationNav page={query.page} pages={attendees.pages} hrefFor={(page) => hrefWithQuery(path, { ...query, page })} />
        ) : null}
      </section>
    </main>
  );
}
