"use client";

import { AccessStopped } from "@/components/gate/access-stopped";
import { AttendeeLookup } from "@/components/gate/attendee-lookup";
import { ConflictList } from "@/components/gate/conflict-list";
import { GateCounts } from "@/components/gate/gate-counts";
import { GateNameField } from "@/components/gate/gate-name-field";
import { ScanEntry } from "@/components/gate/scan-entry";
import { ScanVerdict } from "@/components/gate/scan-verdict";
import { ScannerWorker } from "@/components/gate/scanner-worker";
import { SyncFreshness } from "@/components/gate/sync-freshness";
import { useGateScanner, type GateLink } from "@/components/gate/use-gate-scanner";
import { DateTime } from "@/components/ui/date-time";

/**
 * The gate scanner: it works from the device's own copy of the check-in list, so a gate with no
 * signal keeps admitting; scans wait in a queue until the network returns. Signed in it lives at
 * /scan/{eventId}; a check-in link (`link`) opens it at /gate/{token} with no account.
 */
export function GateScanner({ eventId, title, link }: { eventId: string; title: string; link?: GateLink }) {
  const gate = useGateScanner(eventId, link);
  const ready = gate.meta !== null;

  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 p-4">
      <ScannerWorker scope={link ? "/gate/" : "/scan/"} />
      <header className="grid gap-2">
        {link ? (
          <p className="text-sm font-medium text-muted">
            {link.name} · works until <DateTime value={link.expiresAt} />
          </p>
        ) : null}
        <h1 className="text-xl font-semibold">{gate.meta?.title || title}</h1>
        <SyncFreshness
          key={gate.meta?.lastSyncedAt}
          status={gate.status}
          lastSyncedAt={gate.meta?.lastSyncedAt ?? null}
          onSync={() => void gate.sync()}
        />
        <GateCounts tickets={gate.tickets} queued={gate.queued} />
      </header>
      {gate.stop ? (
        <AccessStopped
          isLink={Boolean(link)}
          message={gate.stop.message}
          queued={gate.queued}
          signInHref={`/login?callbackUrl=${encodeURIComponent(`/scan/${eventId}`)}`}
        />
      ) : null}
      {ready || gate.stop ? null : (
        <p className="rounded-xl bg-amber-50 p-3 text-amber-950">
          {gate.status.kind === "offline"
            ? "This device has no copy of the list yet. Open the scanner once with signal."
            : "Downloading the check-in list…"}
        </p>
      )}
      <ScanVerdict display={gate.last} />
      <ScanEntry onScan={gate.scan} disabled={!ready} />
      <ConflictList conflicts={gate.meta?.conflicts ?? []} deviceId={gate.deviceId} />
      <AttendeeLookup tickets={gate.tickets} listKey={gate.meta?.listKey ?? ""} onAdmit={gate.admit} />
      {/* A check-in link's gate is the link's own name (shown above), as the server records it. */}
      {link ? null : <GateNameField key={gate.gate} gate={gate.gate} onChange={gate.setGate} />}
    </div>
  );
}
