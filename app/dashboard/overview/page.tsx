import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { z } from "zod";
import { PaginationNav } from "@/components/pagination-nav";
import { primaryButton } from "@/components/ui/button-styles";
import { SalesByTypeTable } from "@/components/organiser/sales-by-type-table";
import { SalesChart } from "@/components/organiser/sales-chart";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { formatCount, formatMoney } from "@/lib/platform/format";
import { organiserOverview } from "@/lib/domain/organiser/overview";
import { RecentEventsTable } from "@/components/organiser/recent-events-table";
import { SharedEventsTable } from "@/components/organiser/shared-events-table";
import { teamPermissions } from "@/lib/domain/access/active-grants";
import { listSharedEvents, type SharedEventsPage } from "@/lib/domain/events/shared-events";
import { hrefWithQuery, pageNumber } from "@/lib/domain/validations/page-query";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Overview",
  robots: { index: false },
};

const PATH = "/dashboard/overview";
const SHARED_PAGE_SIZE = 10;

/** `?page=` pages through the events shared with the user; anything else is page 1. */
const overviewQuery = z.object({ page: pageNumber });

/** What a team member works on besides the door; someone whose roles are all check-in is sent to the door's list. */
const BEYOND_THE_DOOR = ["edit", "sales", "payouts"] as const;

const TIPS = [
  "Announce at least three weeks ahead and post the venue with landmarks — Lagos guests plan around traffic.",
  "Offer an early-bird price for the first week; a visible deadline sells tickets faster than a discount later.",
  "Say whether parking is available and pick a start time after rush hour, so fewer buyers stay home.",
] as const;

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * SPEC 2.17: the organiser's totals, sales per day, some tips, a shortcut to create an event and
 * their latest events; beside them, other organisers' events the user works on. Someone who
 * organises nothing yet sees those shared events first.
 */
export default async function OverviewPage({ searchParams }: PageProps) {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(PATH)}`);
  const query = overviewQuery.parse(await searchParams);
  const [overview, shared, onTeams] = await Promise.all([
    organiserOverview(user._id),
    listSharedEvents(user._id, { page: query.page, limit: SHARED_PAGE_SIZE }),
    teamPermissions(user._id),
  ]);
  const organises = overview.totalEventsOrganized > 0;
  if (!organises && onTeams.length > 0 && !BEYOND_THE_DOOR.some((permission) => onTeams.includes(permission))) redirect("/dashboard/checkin");
  if (shared.total > 0 && query.page > shared.pages) redirect(hrefWithQuery(PATH, { page: shared.pages }));
  const sharedSection = shared.total > 0 ? <SharedEvents shared={shared} /> : null;

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Overview</h1>
      {organises ? null : sharedSection}

      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Your totals
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Stat label="Total Ticket Sales" value={formatCount(overview.totalTicketSold)} />
          <Stat label="Total Revenue" value={formatMoney(overview.totalRevenue)} />
          <Stat label="Total Events Organized" value={formatCount(overview.totalEventsOrganized)} />
        </dl>
      </section>

      <SalesChart days={overview.salesByDay} />
      <SalesByTypeTable sales={overview.salesByType} />

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="tips-heading" className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm">
          <h2 id="tips-heading" className="text-lg font-semibold">
            Tips to sell out your event
          </h2>
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-muted">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="create-event-heading" className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm">
          <h2 id="create-event-heading" className="text-lg font-semibold">
            Ready for your next event?
          </h2>
          <p className="mt-2 text-muted">Set up your event, add tickets and start selling in minutes.</p>
          <Link href="/dashboard/create-event" className={`${primaryButton} mt-4`}>
            Create an event
          </Link>
        </section>
      </div>

      <section aria-labelledby="recent-events-heading" className="grid gap-4">
        <h2 id="recent-events-heading" className="text-xl font-semibold">
          Recent Events
        </h2>
        <RecentEventsTable events={overview.recentEvents} />
      </section>
      {organises ? sharedSection : null}
    </div>
  );
}

function SharedEvents({ shared }: { shared: SharedEventsPage }) {
  return (
    <section aria-labelledby="shared-events-heading" className="grid gap-4">
      <div>
        <h2 id="shared-events-heading" className="text-xl font-semibold">
          Events shared with you
        </h2>
        <p className="text-muted">Other organisers&apos; events you work on, and the screens your role on each opens.</p>
      </div>
      <SharedEventsTable events={shared.items} />
      {shared.pages > 1 ? <PaginationNav page={shared.page} pages={shared.pages} hrefFor={(page) => hrefWithQuery(PATH, { page })} /> : null}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-2 text-3xl font-semibold text-ink">{value}</dd>
    </div>
  );
}
