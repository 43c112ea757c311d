import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GateScanner } from "@/components/gate/gate-scanner";
import { eventTitleOrFallback } from "@/lib/platform/format";
import { gateView } from "@/lib/domain/gate/gate-view";
import { linkTokenParams } from "@/lib/domain/validations/team";

export const dynamic = "force-dynamic";

type GatePageProps = { params: Promise<{ token: string }> };

// The URL is a capability: never indexed, never sent on as a referrer.
export async function generateMetadata({ params }: GatePageProps): Promise<Metadata> {
  const parsed = linkTokenParams.safeParse(await params);
  return {
    title: "Gate scanner",
    robots: { index: false, follow: false },
    referrer: "no-referrer",
    manifest: parsed.success ? `/gate/${encodeURIComponent(parsed.data.token)}/manifest.webmanifest` : undefined,
  };
}

/**
 * A check-in link's door, with no account: the same installable offline scanner as /scan/{eventId},
 * working under the link (its token goes with every call). With signal a revoked or expired link
 * shows why it stopped; the service worker then keeps that page instead of the scanner.
 */
export default async function GatePage({ params }: GatePageProps) {
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
  return (
    <main id="main" className="flex-1 bg-zinc-50">
      <GateScanner
        eventId={view.eventId}
        title={eventTitleOrFallback(view.eventTitle)}
        link={{ token, name: view.linkName, expiresAt: view.expiresAt }}
      />
    </main>
  );
}
