import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { GateScanner } from "@/components/gate/gate-scanner";
import { textLink } from "@/components/ui/button-styles";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { gateActorForPage } from "@/lib/domain/gate/gate-actor-for-page";
import { objectId } from "@/lib/domain/validations/common";
import { gateEventTitle } from "@/lib/domain/gate/gate-event-title";

export const dynamic = "force-dynamic";

type ScanPageProps = { params: Promise<{ eventId: string }> };

export async function generateMetadata({ params }: ScanPageProps): Promise<Metadata> {
  const { eventId } = await params;
  return {
    title: "Gate scanner",
    robots: { index: false },
    manifest: objectId.safeParse(eventId).success ? `/scan/${eventId}/manifest.webmanifest` : undefined,
  };
}

/** The installable offline gate scanner of one event; the service worker keeps this page for offline visits. */
export default async function ScanPage({ params }: ScanPageProps) {
  const { eventId: rawId } = await params;
  const id = objectId.safeParse(rawId);
  if (!id.success) notFound();
  const path = `/scan/${id.data}`;
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);

  const actor = await gateActorForPage(id.data, path);
  if (!actor) {
    return (
      <main id="main" className="mx-auto grid max-w-xl gap-4 p-6">
        <h1 className="text-xl font-semibold">Gate scanner</h1>
        <p>
          You cannot check tickets in at this event.{" "}
          <Link href="/dashboard/checkin" className={textLink}>
            See your events
          </Link>
        </p>
      </main>
    );
  }
  const title = await gateEventTitle(id.data);
  return (
    <main id="main" className="flex-1 bg-zinc-50">
      <GateScanner eventId={id.data} title={title || "Gate scanner"} />
    </main>
  );
}
