import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import { outlineButton, textLink } from "@/components/ui/button-styles";
import { BackLink } from "@/components/back-link";
import { AttendeeTable } from "@/components/checkin/attendee-table";
import { CheckInForm } from "@/components/checkin/check-in-form";
import { ListSearch } from "@/components/list-search";
import { KeysetNav } from "@/components/keyset-nav";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { listEventAttendeesPage, refundedTickets, type AttendeePage } from "@/lib/domain/gate/list-attendees";
import { decodeCursor } from "@/lib/domain/paging/keyset-cursor";
import { organiserEventForPage } from "@/lib/domain/events/organiser-event-for-page";
import { eventLocationOrFallback, eventTitleOrFallback, formatCount, formatEventDate, formatEventTime } from "@/lib/platform/format";
import { objectId } from "@/lib/domain/validations/common";
import { firstValue, hrefWithQuery, pageNumber, searchText } from "@/lib/domain/validations/page-query";
import { EVENT_SCREENS } from "@/lib/domain/access/event-screens";
import { eventAccess } from "@/lib/domain/access/event-permission";
import { EventThumbnail } from "@/components/events/event-thumbnail";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Check in attendees",
  robots: { index: false },
};

/** A sold-out event has thousands of attendees; the door staff page through them 50 at a time. */
const PAGE_SIZE = 50;

/** `cursor` (a page after or before a row) is read by key; `page` by number, as older links have it. An unusable one is the first page. */
const attendeeQuery = z.object({ q: searchText, page: pageNumber, cursor: z.preprocess(firstValue, z.string().catch("")).catch("") });

type CheckInPageProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const BACK_PATH = "/dashboard/checkin";

const backLink = <BackLink href={BACK_PATH}>Back to check-in list</BackLink>;

export default async function CheckInPage({ params, searchParams }: CheckInPageProps) {
  const { id: rawId } = await params;
  const id = objectId.safeParse(rawId);
  if (!id.success) notFound();
  const path = `/dashboard/check-in/${id.data}`;

  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);

  // Those who may check in at the event's door (owner, co-organisers, check-in staff); anyone else is told why.
  const { event } = await organiserEventForPage(user._id, id.data, EVENT_SCREENS.checkIn.permission);

  const query = attendeeQuery.parse(await searchParams);
  const { q } = query;
  const decoded = query.cursor ? decodeCursor(query.cursor) : null;
  const cursor = typeof decoded?.key === "string" ? decoded : null; // another list's cursor is the first page too
  // Owners and co-organisers rename holders and reassign tickets from the list (docs/tickets-for-people.md).
  const canEdit = Boolean(await eventAccess(user._id, event._id, "edit").catch(() => null));
  const [attendees, refunded] = await Promise.all([
    listEventAttendeesPage(user._id, event._id, { q: q || undefined, limit: PAGE_SIZE, ...(cursor ? { cursor } : { page: query.page }) }),
    refundedTickets(event._id),
  ]);
  // A page past the end (attendees filtered away, or none at all) shows the last page instead; `pages` is at least 1.
  if (!cursor && query.page > attendees.pages) redirect(hrefWithQuery(path, { q, page: attendees.pages }));
  const pageHref = (pageCursor: string | null) => (pageCursor ? hrefWithQuery(path, { q, cursor: pageCursor }) : undefined);

  const title = eventTitleOrFallback(event.eventTitle);
  // The export is the whole (name-filtered) list, not just this page.
  const exportHref = hrefWithQuery(`/api/v1/events/${event._id}/attendees/export`, { q });
  const time = formatEventTime(event.startTime);

  return (
    <div className="grid gap-6">
      {backLink}

      {/* The door's tools come first, so on a phone the camera and the last result are in view without scrolling. */}
      <section aria-labelledby="check-in-event" className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm">
        <div>
          <h1 id="check-in-event" className="text-xl font-semibold sm:text-2xl">
            {title}
          </h1>
          <p className="text-muted">
            {formatEventDate(event.startDate)}
            {time ? <span> · {time}</span> : null}
          </p>
        </div>
        <CheckInForm eventId={event._id} />
        <p className="text-sm">
          No signal at the gate?{" "}
          <Link href={`/scan/${event._id}`} className={textLink}>
            Open the offline gate scanner
          </Link>{" "}
          ·{" "}
          <Link href={EVENT_SCREENS.gate.href(event._id)} className={textLink}>
            Live gate view
          </Link>
        </p>
      </section>

      <section
        aria-label="About the event"
        className="grid gap-5 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm md:grid-cols-[16rem_minmax(0,1fr)]"
      >
        <EventThumbnail imageUrl={event.image.imageUrl} />
        <div className="grid content-start gap-4">
          <p className="text-muted">
            <span className="sr-only">Location: </span>
            {eventLocationOrFallback(event.eventLocation)}
          </p>
          <dl className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <Figure
              value={event.totalAttendee}
              note={refunded > 0 ? `Total attendees (not counting ${refundedText(refunded)})` : "Total attendees"}
            />
            <Figure value={event.ticketQuantity} note="Ticket quantity" />
          </dl>
        </div>
      </section>

      <section aria-labelledby="attendees-heading" className="grid gap-4">
        <div className="grid gap-3 lg:flex lg:items-end lg:justify-between">
          <h2 id="attendees-heading" className="text-xl font-semibold">
            Attendees List
          </h2>
          <ListSearch action={path} id="attendee-search" label="Search attendees by name" defaultValue={q} />
        </div>
        {attendees.total > 0 ? <p className="text-sm text-muted">{showingText(attendees, PAGE_SIZE, q)}</p> : null}
        <AttendeeTable attendees={attendees.items} manageEventId={canEdit ? event._id : undefined} />
        {attendees.pages > 1 ? (
          <KeysetNav
            first={attendees.previousCursor ? hrefWithQuery(path, { q }) : undefined}
            previous={pageHref(attendees.previousCursor)}
            next={pageHref(attendees.nextCursor)}
            last={pageHref(attendees.lastCursor)}
          />
        ) : null}
        {attendees.total > 0 ? (
          <a href={exportHref} download className={`${outlineButton} w-fit`}>
            Download attendee list (CSV)
          </a>
        ) : null}
      </section>
    </div>
  );
}

const refundedText = (count: number) => `${formatCount(count)} refunded ticket${count === 1 ? "" : "s"}`;

/**
 * "Showing 51–100 of 2,000 attendees" (a page by number) or "Showing 50 of 2,000 attendees, from
 * Ada Obi to Bola Eze" (a page by key, whose place is not counted), plus the search when there is
 * one; when some of the rows are refunded tickets it counts tickets and says how many:
 * "Showing 1–4 of 4 tickets · 1 refunded".
 */
function showingText({ total, page, refunded, items }: AttendeePage, pageSize: number, q: string) {
  const noun = refunded > 0 ? (total === 1 ? "ticket" : "tickets") : total === 1 ? "attendee" : "attendees";
  const matching = q ? ` matching “${q}”` : "";
  const shown =
    page !== null ? `${formatCount((page - 1) * pageSize + 1)}–${formatCount(Math.min(page * pageSize, total))}` : formatCount(items.length);
  const span = page === null && items.length > 0 ? `, from ${items[0]!.fullName} to ${items.at(-1)!.fullName}` : "";
  return `Showing ${shown} of ${formatCount(total)} ${noun}${matching}${span}${refunded > 0 ? ` · ${formatCount(refunded)} refunded` : ""}`;
}

/** SPEC 2.17 captions both figures 'Attendee'; the note underneath says which is which. */
function Figure({ value, note }: { value: number; note: string }) {
  return (
    <div className="rounded-xl bg-zinc-100 p-3">
      <dt className="text-sm font-medium text-ink">
        Attendee<span className="sr-only"> — {note}</span>
      </dt>
      <dd className="text-2xl font-semibold">{value.toLocaleString("en-NG")}</dd>
      <dd aria-hidden="true" className="text-sm text-muted">
        {note}
      </dd>
    </div>
  );
}
