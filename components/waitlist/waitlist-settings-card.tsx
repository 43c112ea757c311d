"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { NumberField } from "@/components/ui/number-field";
import { useBusyAction } from "@/components/ui/use-busy-action";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/browser/call-api";
import { OFFER_MINUTES_MAX, OFFER_MINUTES_MIN } from "@/lib/domain/validations/waitlist-rules";
import type { WaitlistSettings } from "@/lib/domain/waitlist/waitlist-settings";

/** The waitlist's settings: on or off, how long an offer holds its seats, and closing or reopening the list. */
export function WaitlistSettingsCard({ eventId, settings }: { eventId: string; settings: WaitlistSettings }) {
  const router = useRouter();
  const { busy, run } = useBusyAction();
  const [error, setError] = useState<string | undefined>();
  const save = (body: Record<string, unknown>) =>
    run(async () => {
      const response = await callApi(`/api/v1/events/${eventId}/waitlist`, { method: "PATCH", body });
      if (!response.ok) {
        setError(response.fieldMessages.offerMinutes);
        toast.error(response.message);
        return;
      }
      setError(undefined);
      toast.success(response.message);
      router.refresh();
    });
  return (
    <section aria-labelledby="waitlist-settings" className="grid gap-4 rounded-2xl border border-zinc-200 p-5">
      <h2 id="waitlist-settings" className="text-lg font-semibold">
        Settings
      </h2>
      <p>
        The waitlist is <strong>{!settings.enabled ? "switched off" : settings.closed ? "closed to new entries" : "open"}</strong>
        {settings.enabled ? `; offers hold their seats for ${settings.offerMinutes} minutes.` : "."}
      </p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save({ offerMinutes: Number(new FormData(event.currentTarget).get("offerMinutes")) });
        }}
      >
        <NumberField
          id="offerMinutes"
          label="Offer time (minutes)"
          defaultValue={settings.offerMinutes}
          min={OFFER_MINUTES_MIN}
          max={OFFER_MINUTES_MAX}
          error={error}
          className="w-32"
        />
        <Button type="submit" variant="outline" busy={busy} busyLabel="Saving...">
          Save offer time
        </Button>
      </form>
      <div className="flex flex-wrap gap-3">
        {settings.enabled ? (
          <Button variant="outline" onClick={() => void save({ closed: !settings.closed })} busy={busy} busyLabel="Saving...">
            {settings.closed ? "Reopen the waitlist" : "Close the waitlist"}
          </Button>
        ) : null}
        <Button
          variant={settings.enabled ? "text" : "primary"}
          onClick={() => void save({ enabled: !settings.enabled })}
          busy={busy}
          busyLabel="Saving..."
        >
          {settings.enabled ? "Switch the waitlist off" : "Switch the waitlist on"}
        </Button>
      </div>
    </section>
  );
}
