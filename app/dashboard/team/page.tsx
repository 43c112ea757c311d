import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { z } from "zod";
import { AuditKindFilter, AuditPager, AuditTable } from "@/components/team/audit-table";
import { InviteForm } from "@/components/team/invite-form";
import { LinksManager } from "@/components/team/links-manager";
import { InvitationsTable, MembersTable } from "@/components/team/members-table";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { listOrganiserEvents } from "@/lib/domain/events/organiser-event-list";
import { eventTitleOrFallback } from "@/lib/platform/format";
import { AUDIT_KIND_NAMES, type AuditKind } from "@/lib/domain/audit/audit-kinds";
import { listAudit } from "@/lib/domain/audit/audit-log";
import { auditCursor } from "@/lib/domain/audit/audit-query";
import { firstValue, hrefWithQuery } from "@/lib/domain/validations/page-query";
import { listCheckInLinks } from "@/lib/domain/gate/check-in-links";
import { listTeam } from "@/lib/domain/team/team-roster";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Team", robots: { index: false } };

const PATH = "/dashboard/team";

/** Audit entries per page of the team page. */
const AUDIT_PAGE_SIZE = 50;

/** `?audit=` keeps one kind of change, `?after=` opens an older page; unusable values fall back to everything, newest first. */
const teamQuery = z.object({
  audit: z.preprocess(firstValue, z.enum(AUDIT_KIND_NAMES).optional().catch(undefined)),
  after: z.preprocess(firstValue, auditCursor.optional().catch(undefined)),
});

const auditHref = (values: { audit?: AuditKind; after?: string }) => `${hrefWithQuery(PATH, values)}#audit-heading`;

type TeamPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The owner's team: invite people by e-mail, remove them, check-in links for volunteers, and the audit log. */
export default async function TeamPage({ searchParams }: TeamPageProps) {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(PATH)}`);
  const query = teamQuery.parse(await searchParams);
  const [team, links, audit, events] = await Promise.all([
    listTeam(user._id),
    listCheckInLinks(user._id),
    listAudit(user._id, { kind: query.audit, cursor: query.after, limit: AUDIT_PAGE_SIZE }),
    listOrganiserEvents(user._id, { status: "all", page: 1, limit: 200 }),
  ]);
  const eventOptions = events.items.map((event) => ({ _id: event._id, title: eventTitleOrFallback(event.eventTitle) }));

  return (
    <div className="grid gap-8">
      <h1 className="text-2xl font-semibold">Team</h1>

      <section aria-labelledby="invite-heading" className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm">
        <h2 id="invite-heading" className="text-xl font-semibold">
          Invite someone
        </h2>
        <p className="text-muted">
          Co-organisers run your events but never payouts or your plan; finance sees sales and handles refunds and payouts; check-in staff scan
          tickets and look up attendees, nothing else. The invitation works once and expires in 7 days.
        </p>
        <InviteForm events={eventOptions} />
      </section>

      <section aria-labelledby="members-heading" className="grid gap-4">
        <h2 id="members-heading" className="text-xl font-semibold">
          Members
        </h2>
        <MembersTable members={team.members} />
        <InvitationsTable invitations={team.invitations} />
      </section>

      <section aria-labelledby="links-heading" className="grid gap-4">
        <h2 id="links-heading" className="text-xl font-semibold">
          Check-in links
        </h2>
        <p className="text-muted">
          A link per gate lets volunteers without an account check tickets in at one event, until it expires or you revoke it.
        </p>
        <LinksManager links={links} events={eventOptions} />
      </section>

      <section aria-labelledby="audit-heading" className="grid gap-4">
        <h2 id="audit-heading" className="text-xl font-semibold">
          Audit log
        </h2>
        <p className="text-muted">
          Every change of money, prices, promo codes, team and check-in links, every admission and event edit, by you or your team, newest first.
        </p>
        <AuditKindFilter kind={query.audit} hrefFor={(audit) => auditHref({ audit })} />
        <AuditTable entries={audit.entries} />
        <AuditPager
          olderHref={audit.nextCursor ? auditHref({ audit: query.audit, after: audit.nextCursor }) : null}
          newestHref={query.after ? auditHref({ audit: query.audit }) : null}
        />
      </section>
    </div>
  );
}
