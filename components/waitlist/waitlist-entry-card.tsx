"use client";

import { Button } from "@/components/ui/button";
import { outlineButton, primaryButton } from "@/components/ui/button-styles";
import { useBusyAction } from "@/components/ui/use-busy-action";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/browser/call-api";

export type ShownEntry = {
  _id: string;
  key: string;
  status: string;
  position: number | null;
  partySize: number;
  offerExpiresAt: string | null;
  offerUrl: string | null;
};

const lagosTime = (iso: string) =>
  new Intl.DateTimeFormat("en-NG", { timeZone: "Africa/Lagos", dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

const ENDED: Record<string, string> = {
  bought: "You bought your tickets through the waitlist.",
  expired: "Your offer ran out and the seats passed to the next person. You can join again.",
  declined: "You let your offer go. You can join again.",
  left: "You have left the waitlist. You can join again.",
};

type Props = {
  entry: ShownEntry;
  onChange: (entry: ShownEntry | null) => void;
  /** Where "Join again" leads when the join form is on another page (the event's). */
  joinAgainHref?: string;
};

/** A person's own entry: their place, their offer when there is one, and the way to leave. */
export function WaitlistEntryCard({ entry, onChange, joinAgainHref }: Props) {
  const { busy, run } = useBusyAction();
  const leave = () =>
    run(async () => {
      const response = await callApi(`/api/v1/waitlist/${entry._id}/leave?k=${encodeURIComponent(entry.key)}`, { method: "POST" });
      if (!response.ok) {
        toast.error(response.message);
        return;
      }
      toast.success(response.message);
      onChange({ ...(response.data as ShownEntry), key: entry.key });
    });
  const live = entry.status === "waiting" || entry.status === "offered";
  return (
    <div role="status" className="grid gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4">
      {entry.status === "waiting" ? (
        <p>
          <strong className="text-lg">You are number {entry.position} on the waitlist</strong>
          <br />
          for {entry.partySize} ticket{entry.partySize === 1 ? "" : "s"}. We text and e-mail you as soon as seats come back for you.
        </p>
      ) : entry.status === "offered" ? (
        <p>
          <strong className="text-lg">Seats are held for you</strong>
          {entry.offerExpiresAt ? <> until {lagosTime(entry.offerExpiresAt)} (Lagos time)</> : null}.
        </p>
      ) : (
        <p>{ENDED[entry.status] ?? "Your waitlist entry has ended."}</p>
      )}
      <div className="flex flex-wrap gap-3">
        {entry.status === "offered" && entry.offerUrl ? (
          <a href={entry.offerUrl} className={primaryButton}>
            Buy your held tickets
          </a>
        ) : null}
        {live ? (
          <Button variant="outline" onClick={() => void leave()} busy={busy} busyLabel="Leaving...">
            Leave the waitlist
          </Button>
        ) : joinAgainHref ? (
          <a href={joinAgainHref} className={outlineButton}>
            Join again
          </a>
        ) : (
          <Button variant="outline" onClick={() => onChange(null)}>
            Join again
          </Button>
        )}
      </div>
    </div>
  );
}
