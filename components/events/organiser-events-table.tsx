import { StaticImage } from "@/components/static-image";
import Link from "next/link";
import { PaginationNav } from "@/components/pagination-nav";
import { StatusBadge } from "@/components/events/status-badge";
import { ListSearch } from "@/components/list-search";
import type { OrganiserEvent } from "@/lib/domain/events/organiser-event";
import type { OrganiserList } from "@/lib/domain/events/organiser-list-page";
import { ORGANISER_LIST_PAGE_SIZE, organiserListHref } from "@/lib/domain/events/organiser-list-query";
import type { OrganiserEventQuery } from "@/lib/domain/events/organiser-event-list";
import { eventTitleOrFallback, formatCount } from "@/lib/platform/format";
import { DataTable, type Column } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { Money } from "@/components/ui/money";
import { PERMISSIONS, type Permission } from "@/lib/domain/access/roles";
import { EventWhen } from "@/components/events/event-when";
import { DisclosureChevron } from "@/components/ui/disclosure-chevron";

/** A link in a row's Actions menu. */
export type RowAction = { label: string; href: string };

type Tab = OrganiserEventQuery["status"];

const TABS: { tab: Tab; label: string }[] = [
  { tab: "all", label: "All events" },
  { tab: "upcoming", label: "Upcomingevents" },
  { tab: "ongoing", label: "Ongoingevents" },
  { tab: "ended", label: "Endedevents" },
];

type OrganiserEventsTableProps = {
  path: string;
  heading: string;
  /** The page's query and its events (lib/domain/events/organiser-list-page). */
  list: OrganiserList;
  /** A row's actions, given what the user may do on its event (everything on their own events). */
  actions: (event: OrganiserEvent, permissions: readonly Permission[]) => RowAction[];
};

/**
 * The organiser's events with status tabs, title search and 5 rows per page (SPEC 2.17), shared by
 * Manage Event and Check In Attendee; only the row actions differ.
 */
export function OrganiserEventsTable({ path, heading, list: { query, result, shared }, actions }: OrganiserEventsTableProps) {
  const filtered = query.tab !== "all" || query.q !== "";

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">{heading}</h1>

      <div className="grid min-w-0 gap-4 lg:flex lg:items-end lg:justify-between">
        <nav aria-label="Event status" className="min-w-0">
          <ul className="flex gap-2 overflow-x-auto p-1">
            {TABS.map(({ tab, label }) => {
              const current = tab === query.tab;
              return (
                <li key={tab} className="shrink-0">
                  <Link
                    href={organiserListHref(path, { tab, q: query.q, page: 1 })}
                    aria-current={current ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full border px-4 font-medium ${
                      current
                        ? "border-primary-700 bg-primary-700 text-white"
                        : "border-zinc-300 bg-white text-ink hover:border-primary-700 hover:text-primary-700"
                    }`}
                  >
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <ListSearch
          action={path}
          id="organiser-event-search"
          label="Search events by title"
          defaultValue={query.q}
          keep={query.tab !== "all" ? { tab: query.tab } : undefined}
        />
      </div>

      {result.total === 0 ? (
        filtered ? (
          <EmptyState title="No events found matching your criteria" action={{ href: path, label: "Show all events" }} />
        ) : (
          <EmptyState title="No event!" action={{ href: "/dashboard/create-event", label: "Create an event" }} />
        )
      ) : (
        <>
          <EventsTable events={result.items} actions={actions} shared={shared} />
          {result.total > ORGANISER_LIST_PAGE_SIZE ? (
            <PaginationNav page={query.page} pages={result.pages} hrefFor={(page) => organiserListHref(path, { ...query, page })} />
          ) : null}
        </>
      )}
    </div>
  );
}

const menuLink = "flex min-h-11 items-center rounded-lg px-3 font-medium text-ink hover:bg-primary-50 hover:text-primary-800";

/** SPEC 9: Media/Title, Date&Time, Tickets(sold), Revenue, Status and an Actions menu per event. */
type EventsTableProps = { events: OrganiserEvent[]; actions: OrganiserEventsTableProps["actions"]; shared: OrganiserList["shared"] };

/** Another owner's event shows its revenue only to roles that see its sales. */
function EventsTable({ events, actions, shared }: EventsTableProps) {
  const permissionsOn = (event: OrganiserEvent) => shared[event._id] ?? PERMISSIONS;
  const columns: Column<OrganiserEvent>[] = [
    { key: "title", header: "Media/Title", rowHeader: true, cell: (event) => <MediaTitle event={event} /> },
    {
      key: "when",
      header: "Date & time",
      cell: (event) => <EventWhen event={event} />,
    },
    {
      key: "sold",
      header: "Tickets(sold)",
      cell: (event) => (
        <>
          {formatCount(event.ticketSold)}
          <span className="text-muted"> of {formatCount(event.ticketQuantity)}</span>
        </>
      ),
    },
    {
      key: "revenue",
      header: "Revenue",
      cell: (event) =>
        !permissionsOn(event).includes("sales") ? (
          <span>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Shown to those who see the event&apos;s sales</span>
          </span>
        ) : (
          <Money naira={event.revenueGenerated} />
        ),
    },
    { key: "status", header: "Status", cell: (event) => <StatusBadge status={event.status} /> },
    {
      key: "actions",
      header: "Actions",
      cell: (event) => <ActionsMenu title={eventTitleOrFallback(event.eventTitle)} actions={actions(event, permissionsOn(event))} />,
    },
  ];
  return <DataTable id="manage-events" caption="Your events" columns={columns} rows={events} minWidth="min-w-[52rem]" rowClassName="align-top" />;
}

function MediaTitle({ event }: { event: OrganiserEvent }) {
  return (
    <div className="flex items-center gap-3">
      <StaticImage
        src={event.image.imageUrl}
        alt=""
        width={64}
        height={40}
        sizes="64px"
        className="h-10 w-16 shrink-0 rounded-md bg-zinc-200 object-cover"
      />
      <span className="min-w-0">{eventTitleOrFallback(event.eventTitle)}</span>
    </div>
  );
}

function ActionsMenu({ title, actions }: { title: string; actions: RowAction[] }) {
  return (
    <details name="event-actions" className="group">
      <summary className="inline-flex min-h-11 list-none items-center gap-1 rounded-full border border-zinc-300 px-4 font-medium hover:border-primary-700 [&::-webkit-details-marker]:hidden">
        Actions<span className="sr-only"> for {title}</span>
        <DisclosureChevron />
      </summary>
      <ul className="mt-2 grid min-w-36 gap-1 rounded-xl border border-zinc-200 bg-white p-1 shadow-sm">
        {actions.map((action) => (
          <li key={action.label}>
            <Link href={action.href} className={menuLink}>
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
