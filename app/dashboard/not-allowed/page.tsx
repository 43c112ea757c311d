import type { Metadata } from "next";
import { z } from "zod";
import { ButtonLink } from "@/components/ui/button-link";
import { PERMISSIONS, type Permission } from "@/lib/domain/access/roles";
import { firstValue } from "@/lib/domain/validations/page-query";

export const metadata: Metadata = { title: "Not for your role", robots: { index: false } };

/** Why an event's page was refused, by the permission it needs. */
const REASONS: Record<Permission, string> = {
  check_in: "You can only check in attendees for events you organise or work on as part of their team.",
  attendees: "You can only see the attendees of events you organise or work on as part of their team.",
  edit: "Only the event's organiser and its co-organisers can manage or edit this event.",
  sales: "Only the event's organiser and the team members who see its sales (co-organisers and finance) can open its ticket sales.",
  refund: "Only the event's organiser and the team members who handle its refunds (co-organisers and finance) can refund its tickets.",
  payouts: "Payouts belong to the event's organiser and their finance team: your role on this event does not include payouts.",
  team: "Only the event's organiser manages its team.",
};

const notAllowedQuery = z.object({ need: z.preprocess(firstValue, z.enum(PERMISSIONS).catch("edit")) });

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where an event's dashboard page sends someone whose role (or lack of one) does not open it. */
export default async function NotAllowedPage({ searchParams }: PageProps) {
  const { need } = notAllowedQuery.parse(await searchParams);
  return (
    <div className="grid max-w-2xl gap-4">
      <h1 className="text-2xl font-semibold">This page is not for your role</h1>
      <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 text-red-800">
        {REASONS[need]}
      </p>
      <p className="text-muted">
        If you worked on this event and no longer can, its organiser has changed your role or removed you from their team: ask them to invite you
        again.
      </p>
      <ButtonLink href="/dashboard/overview" variant="outline" className="w-fit">
        Go to your events
      </ButtonLink>
    </div>
  );
}
