import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { outlineButton, primaryButton, textLink } from "@/components/ui/button-styles";
import { BackLink } from "@/components/back-link";
import { CancelEventButton } from "@/components/events/cancel-event-button";
import { CopyEventLink } from "@/components/events/copy-event-link";
import { StatusBadge } from "@/components/events/status-badge";
import { getCurrentUser } from "@/lib/auth/current-user";
import type { OrganiserEvent } from "@/lib/events/organiser-event";
import { organiserEventForPage } from "@/lib/events/organiser-event-for-page";
import { cancellationRefunds, type CancellationRefunds } from "@/lib/refunds/cancellation-refunds";
import { eventLocationOrFallback, eventTitleOrFallback, formatCount, formatMoney, formatEventDate, formatEventTime } from "@/lib/format";
import { appUrl } from "@/lib/media/public-url";
import { lagosIsoDateTime } from "@/lib/seo/event-json-ld";
import { seatingSummary, type TableSales } from "@/lib/tickets/seating";
import { objectId } from "@/lib/validations/common";
import { firstValue } from "@/lib/validations/page-query";
import { Fact } from "@/components/fact";
import { EventThumbnail } from "@/components/events/event-thumbnail";
import { PromoCodesManager } from "@/components/events/promo-codes-manager";
import { TicketTypesManager } from "@/components/events/ticket-types-manager";
import { SalesByTypeTable } from "@/components/organiser/sales-by-type-table";
import { isLive } from "@/lib/events/update-event";
import { typeSalesOf } from "@/lib/organiser/overview";
import { listPromoCodes } from "@/lib/promo/manage-codes";

/** Where a page's back control returns to; also where it goes without a valid `?id=`. */
export type ViewBack = { href: string; label: string };

type OrganiserEventViewProps = {
  path: string;
  back: ViewBack;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Beyond this many tables a tile per table would drown the summary, so only the counts are shown. */
const TABLE_GRID_LIMIT = 60;

const card = "rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm";


/**
 * SPEC 2.17's event view, wired to the event in `?id=`: the shareable link, the event's facts, its
 * sales and how its numbered tables and seats have sold. Shared by the three organiser routes that
 * show it; only the back control differs.
 */
export async function OrganiserEventView({ path, back, searchParams }: OrganiserEventViewProps) {
  const id = objectId.safeParse(firstValue((await searchParams).id));
  if (!id.success) redirect(back.href);

  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(`${path}?id=${id.data}`)}`);

  const event = await organiserEventForPage(user._id, id.data);
  if (event === "missing") notFound();

  const backLink = <BackLink href={back.href}>{back.label}</BackLink>;
  if (event === "forbidden") {
    return (
      <div className="grid gap-6">
        {backLink}
        <h1 className="text-2xl font-semibold">Event details</h1>
        <p className="rounded-2xl border border-zinc-200 bg-white p-6">
          You can only view events you organise.{" "}
          <Link href={back.href} className={textLink}>
            See your events
          </Link>
        </p>
      </div>
    );
  }

  const [codes, byType, refunds] = await Promise.all([listPromoCodes(user._id, event._id), typeSalesOf([event._id]), cancellationRefunds(event._id)]);
  const live = isLive({ startsAt: new Date(event.startsAt), seatsTaken: event.seatsTaken });

  return (
    <div className="grid gap-6">
      {backLink}
      <EventHeader event={event} refunds={refunds} />
      <section aria-label="Share your event" className={card}>
        <CopyEventLink url={appUrl(`/event-details/${event._id}`)} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <SalesCard event={event} />
        <SeatingCard event={event} />
      </div>
      <SalesByTypeTable sales={byType} headingId="event-sales-by-type-heading" />
      <section aria-labelledby="ticket-types-heading" className={card}>
        <h2 id="ticket-types-heading" className="mb-3 text-lg font-semibold">
          Ticket types
        </h2>
        <TicketTypesManager eventId={event._id} types={event.ticketTypes} live={live} />
      </section>
      <section aria-labelledby="promo-codes-heading" className={card}>
        <h2 id="promo-codes-heading" className="mb-3 text-lg font-semibold">
          Promo and access codes
        </h2>
        <PromoCodesManager eventId={event._id} codes={codes} types={event.ticketTypes.map((type) => ({ _id: type._id, name: type.name }))} />
      </section>
      <TextCard id="event-description" heading="Description" text={event.eventDescription} empty="No description given" />
      <div className="grid gap-6 lg:grid-cols-2">
        <TextCard id="event-rules" heading="Rules" text={event.eventRule} empty="No rules given" />
        <TextCard id="event-agenda" heading="Agenda" text={event.eventAgenda} empty="No agenda given" />
      </div>
    </div>
  );
}

function EventHeader({ event, refunds }: { event: OrganiserEvent; refunds: CancellationRefunds }) {
  return (
    <section aria-labelledby="event-title" className={`${card} grid gap-5 md:grid-cols-[16rem_minmax(0,1fr)]`}>
      <EventThumbnail imageUrl={event.image.imageUrl} />
      <div className="grid content-start gap-4">
        <h1 id="event-title" className="text-2xl font-semibold break-words">
          {eventTitleOrFallback(event.eventTitle)}
        </h1>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label="Category">{event.eventCategory?.categoryName ?? "No category"}</Fact>
          <Fact label="Location">{eventLocationOrFallback(event.eventLocation)}</Fact>
          <Fact label="Starts">
            <When date={event.startDate} time={event.startTime} />
          </Fact>
          <Fact label="Ends">
            <When date={event.endDate} time={event.endTime} />
          </Fact>
          <Fact label="Status">
            <StatusBadge status={event.status} />
          </Fact>
        </dl>
        {event.status === "cancelled" ? (
          <div role="note" className="rounded-lg bg-red-50 p-3 text-red-800">
            <p className="font-semibold">This event is cancelled. Sales have stopped and paid orders are refunded.</p>
            {event.cancelMessage ? <p className="mt-1 whitespace-pre-line">Your message: {event.cancelMessage}</p> : null}
          </div>
        ) : null}
        <ul aria-label="Event actions" className="flex flex-wrap gap-2">
          <li>
            <Link href={`/dashboard/check-in/${event._id}`} className={primaryButton}>
              Check in attendees
            </Link>
          </li>
          <li>
            <Link href={`/dashboard/edit-event?id=${event._id}`} className={outlineButton}>
              Edit event
            </Link>
          </li>
          <li>
            <Link href={`/event-details/${event._id}`} className={outlineButton}>
              Open public page
            </Link>
          </li>
          <li>
            <Link href={`/dashboard/ticket-sales?eventId=${event._id}`} className={outlineButton}>
              Ticket sales and refunds
            </Link>
          </li>
          {event.status === "upcoming" || event.status === "ongoing" ? (
            <li>
              <CancelEventButton eventId={event._id} eventTitle={eventTitleOrFallback(event.eventTitle)} refunds={refunds} />
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}

function SalesCard({ event }: { event: OrganiserEvent }) {
  return (
    <section aria-labelledby="sales-heading" className={card}>
      <h2 id="sales-heading" className="text-lg font-semibold">
        Sales
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <Figure label="Ticket price" value={event.ticketPrice === 0 ? "Free" : formatMoney(event.ticketPrice)} />
        <Figure label="Tickets sold" value={`${formatCount(event.ticketSold)} of ${formatCount(event.ticketQuantity)}`} />
        <Figure label="Tickets available" value={formatCount(event.ticketsAvailable)} />
        <Figure label="Revenue" value={formatMoney(event.revenueGenerated)} />
        <Figure label="Check-ins" value={formatCount(event.checkins)} />
        <Figure label="Total attendees" value={formatCount(event.totalAttendee)} />
        <Figure label="Parking access" value={event.parkingAccess === "yes" ? "Yes" : "No"} />
      </dl>
    </section>
  );
}

function SeatingCard({ event }: { event: OrganiserEvent }) {
  const { seats, tables } = seatingSummary(event);
  return (
    <section aria-labelledby="seating-heading" className={card}>
      <h2 id="seating-heading" className="text-lg font-semibold">
        Tables and seats
      </h2>
      {seats.total === 0 ? (
        <p className="mt-3 text-muted">Free seating — no numbered tables or seats</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            {formatCount(seats.total)} numbered seats{tables.total > 0 ? ` at ${formatCount(tables.total)} tables` : ""}, handed out in order as
            tickets are paid for.
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <Figure label="Seats sold" value={formatCount(seats.sold)} />
            <Figure label="Seats unsold" value={formatCount(seats.unsold)} />
            {tables.total > 0 ? (
              <>
                <Figure label="Tables fully sold" value={formatCount(tables.full)} />
                <Figure label="Tables with free seats" value={formatCount(tables.partlySold + tables.empty)} />
                {tables.unused > 0 ? <Figure label="Tables without seats" value={formatCount(tables.unused)} /> : null}
              </>
            ) : null}
          </dl>
          {tables.total > 0 && tables.total <= TABLE_GRID_LIMIT ? <TableGrid tables={tables.list} /> : null}
        </>
      )}
    </section>
  );
}

const TILE_STYLE = {
  full: "border-green-200 bg-green-50 text-green-800",
  partly: "border-accent-50 bg-accent-50 text-accent",
  empty: "border-zinc-200 bg-white text-ink",
  unused: "border-zinc-200 bg-zinc-100 text-muted",
} as const;

function tileStyle({ seats, sold }: TableSales) {
  if (seats === 0) return TILE_STYLE.unused;
  if (sold === seats) return TILE_STYLE.full;
  return sold > 0 ? TILE_STYLE.partly : TILE_STYLE.empty;
}

/** One tile per table; the text says how full it is, the colour only repeats it. */
function TableGrid({ tables }: { tables: TableSales[] }) {
  return (
    <ul aria-label="Seats sold per table" className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
      {tables.map((table) => (
        <li key={table.table} className={`rounded-lg border px-3 py-2 text-sm font-medium ${tileStyle(table)}`}>
          Table {table.table} · {table.seats === 0 ? "no seats" : `${table.sold}/${table.seats} sold`}
        </li>
      ))}
    </ul>
  );
}

/** Plain text as the organiser typed it; their line breaks are kept. */
function TextCard({ id, heading, text, empty }: { id: string; heading: string; text: string; empty: string }) {
  const body = text.trim();
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {body ? <p className="mt-2 whitespace-pre-line break-words">{body}</p> : <p className="mt-2 text-muted">{empty}</p>}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-zinc-100 p-3">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="text-xl font-semibold text-ink">{value}</dd>
    </div>
  );
}

function When({ date, time }: { date: string; time: string }) {
  const clock = formatEventTime(time);
  const text = clock ? `${formatEventDate(date)} · ${clock}` : formatEventDate(date);
  const iso = lagosIsoDateTime(date, time);
  return iso ? <time dateTime={iso}>{text}</time> : <>{text}</>;
}
