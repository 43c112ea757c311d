import type { Metadata } from "next";
import Form from "next/form";
import Image from "next/image";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import { outlineButton, primaryButton, textLink } from "@/components/auth/styles";
import { BackLink } from "@/components/back-link";
import { AttendeeTable } from "@/components/checkin/attendee-table";
import { CheckInForm } from "@/components/checkin/check-in-form";
import { inputClassName } from "@/components/form-field";
import { PaginationNav } from "@/components/pagination-nav";
import { getCurrentUser } from "@/lib/auth/current-user";
import { listEventAttendeesPage, type AttendeePage } from "@/lib/checkin/list-attendees";
import { organiserEventForPage } from "@/lib/events/organiser-event-for-page";
import { eventLocationOrFallback, eventTitleOrFallback, formatCount, formatEventDate, formatEventTime } from "@/lib/format";
import { objectId } from "@/lib/validations/common";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Check in attendees",
  robots: { index: false },
};

/** A sold-out event has thousands of attendees; the door staff page through them 50 at a time. */
const PAGE_SIZE = 50;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** A hand-edited query string never breaks the page: unknown values fall back to the defaults. */
const attendeeQuery = z.object({
  q: z.preprocess(first, z.string().trim().catch("").transform((q) => q.slice(0, 100))),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000).catch(1)),
});

type AttendeeQuery = z.output<typeof attendeeQuery>;

/** The page's own URL for a search and page; page 1 is left implicit. */
function hrefOf(path: string, { q, page }: AttendeeQuery) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

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

  const event = await organiserEventForPage(user._id, id.data);
  if (event === "missing") notFound();
  if (event === "forbidden") {
    return (
      <div className="grid gap-6">
        {backLink}
        <h1 className="text-2xl font-semibold">Check in attendees</h1>
        <p className="rounded-2xl border border-zinc-200 bg-white p-6">
          You can only check in attendees for events you organise.{" "}
          <Link href={BACK_PATH} className={textLink}>
            See your events
          </Link>
        </p>
      </div>
    );
  }

  const query = attendeeQuery.parse(await searchParams);
  const { q } = query;
  const attendees = await listEventAttendeesPage(user._id, event._id, { q: q || undefined, page: query.page, limit: PAGE_SIZE });
  // A page past the end (attendees filtered away, or none at all) shows the last page instead; `pages` is at least 1.
  if (query.page > attendees.pages) redirect(hrefOf(path, { ...query, page: attendees.pages }));

  const title = eventTitleOrFallback(event.eventTitle);
  // The export is the whole (name-filtered) list, not just this page.
  const exportHref = `/api/v1/attendees/${event._id}/export${q ? `?q=${encodeURIComponent(q)}` : ""}`;
  const time = formatEventTime(event.startTime);

  return (
    <div className="grid gap-6">
      {backLink}

      <section aria-labelledby="check-in-event" className="grid gap-5 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm md:grid-cols-[16rem_minmax(0,1fr)]">
        <Image
          src={event.image.imageUrl}
          alt=""
          width={256}
          height={134}
          sizes="(min-width: 768px) 256px, 100vw"
          className="aspect-[40/21] w-full rounded-xl bg-zinc-200 object-cover"
        />
        <div className="grid content-start gap-4">
          <div>
            <h1 id="check-in-event" className="text-2xl font-semibold">
              {title}
            </h1>
            <dl className="mt-2 grid gap-1 text-muted">
              <div className="flex gap-2">
                <dt className="sr-only">Location</dt>
                <dd>{eventLocationOrFallback(event.eventLocation)}</dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="sr-only">Starts</dt>
                <dd>
                  {formatEventDate(event.startDate)}
                  {time ? <span> · {time}</span> : null}
                </dd>
              </div>
            </dl>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <Figure value={event.totalAttendee} note="Total attendees" />
            <Figure value={event.ticketQuantity} note="Ticket quantity" />
          </dl>
        </div>
      </section>

      <section aria-label="Check in an attendee" className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm">
        <CheckInForm eventId={event._id} />
      </section>

      <section aria-labelledby="attendees-heading" className="grid gap-4">
        <div className="grid gap-3 lg:flex lg:items-end lg:justify-between">
          <h2 id="attendees-heading" className="text-xl font-semibold">
            Attendees List
          </h2>
          <Form action={path} role="search" className="flex w-full gap-2 lg:max-w-sm">
            <label htmlFor="attendee-search" className="sr-only">
              Search attendees by name
            </label>
            <input
              id="attendee-search"
              type="search"
              name="q"
              defaultValue={q}
              placeholder="Search attendees by name"
              maxLength={100}
              className={inputClassName}
            />
            <button type="submit" className={primaryButton}>
              Search
            </button>
          </Form>
        </div>
        {attendees.total > 0 ? (
          <p className="text-sm text-muted">
            {showingText(attendees, PAGE_SIZE, q)}
          </p>
        ) : null}
        <AttendeeTable attendees={attendees.items} />
        {attendees.pages > 1 ? <PaginationNav page={query.page} pages={attendees.pages} hrefFor={(page) => hrefOf(path, { ...query, page })} /> : null}
        {attendees.total > 0 ? (
          <a href={exportHref} download className={`${outlineButton} w-fit`}>
            Download attendee list (CSV)
          </a>
        ) : null}
      </section>
    </div>
  );
}

/** "Showing 51–100 of 2,000 attendees", plus the search when there is one. */
function showingText({ total, page }: AttendeePage, pageSize: number, q: string) {
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  const noun = total === 1 ? "attendee" : "attendees";
  return `Showing ${formatCount(from)}–${formatCount(to)} of ${formatCount(total)} ${noun}${q ? ` matching “${q}”` : ""}`;
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
