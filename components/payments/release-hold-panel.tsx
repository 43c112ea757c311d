"use client";

import { useState } from "react";
import { callApi } from "@/lib/browser/call-api";
import { Button } from "@/components/ui/button";

const lagosClock = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Lagos", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

/** After a declined payment: the held tickets, until when, and a way to let them go at once. */
export function ReleaseHoldPanel({ reference, heldUntil }: { reference: string; heldUntil: string }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ released: boolean; message: string } | null>(null);

  async function release() {
    setBusy(true);
    const response = await callApi("/api/v1/payment/release", { body: { reference } });
    setBusy(false);
    setOutcome({
      released: response.ok,
      message: response.message || (response.ok ? "The tickets were let go." : "We could not let the tickets go."),
    });
  }

  if (outcome?.released) {
    return (
      <p role="status" className="text-muted">
        {outcome.message}
      </p>
    );
  }
  return (
    <div className="grid gap-2 border-t border-zinc-200 pt-3">
      <p className="text-sm text-muted">
        Not buying after all? Let the tickets go now rather than at {lagosClock(heldUntil)}, so other buyers can have them.
      </p>
      <Button variant="text" busy={busy} busyLabel="Letting go..." onClick={() => void release()} className="justify-center">
        Let the tickets go
      </Button>
      {outcome ? (
        <p role="alert" className="text-sm text-red-700">
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}
