import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { BackLink } from "@/components/back-link";
import { AdmissionsPerMinute } from "@/components/gate/admissions-per-minute";
import { GateTables } from "@/components/gate/gate-tables";
import { RefreshEvery } from "@/components/gate/refresh-every";
import { textLink } from "@/components/ui/button-styles";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { gateFigures } from "@/lib/domain/gate/gate-figures";
import { eventTitleOrFallback } from "@/lib/platform/format";
import { gateEventTitle } from "@/lib/domain/gate/gate-event-title";
import { eventPageAccess } from "@/lib/domain/access/event-page-access";
import { EVENT_SCREENS } from "@/lib/domain/access/event-screens";
import { objectId } from "@/lib/domain/validations/common";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Live gate view", robots: { index: false } };

/** The gates while doors are open, for whoever may check in at the event: re-read every 5 seconds. */
export default async function GateViewPage({ params }: { params: Promise<{ id: string }> }) {
  const id = objectId.safeParse((await params).id);
  if (!id.success) notFound();
  const path = `/dashboard/gate/${id.data}`;
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  // Those who may check in at the event's door (owner, co-organisers, check-in staff); anyone else is told why.
  await eventPageAccess(user._id, id.data, EVENT_SCREENS.gate.permission);
  const [figures, title] = await Promise.all([gateFigures(id.data), gateEventTitle(id.data)]);

  return (
    <div className="grid gap-6">
      <BackLink href={`/dashboard/check-in/${id.data}`}>Back to check-in</BackLink>
      <RefreshEvery seconds={5} />
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Live gate view</h1>
        <p className="text-muted">{eventTitleOrFallback(title)}</p>
      </div>
      <p aria-label="Admitted so far" className="text-3xl font-semibold">
        {figures.admitted.toLocaleString("en-NG")}{" "}
        <span className="text-lg font-normal text-muted">of {figures.tickets.toLocaleString("en-NG")} admitted</span>
      </p>
      <p>
        <Link href={`/scan/${id.data}`} className={textLink}>
          Open the gate scanner
        </Link>{" "}
        on each phone at the gate while it has signal; it keeps working without.
      </p>
      <AdmissionsPerMinute perMinute={figures.perMinute} />
      <GateTables figures={figures} />
    </div>
  );
}
