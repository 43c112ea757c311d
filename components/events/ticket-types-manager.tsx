"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/lib/browser/call-api";
import { Button } from "@/components/ui/button";
import { useBusyAction } from "@/components/ui/use-busy-action";
import { TicketTypesEditor, typesForApi, type TypeDraft } from "@/components/events/ticket-types-editor";
import { toast } from "@/components/ui/use-toast";
import type { OrganiserTicketType } from "@/lib/domain/ticket-types/serialize-ticket-type";

/** "2026-12-01T09:00" in Lagos time, as a datetime-local input holds it. */
const lagosLocal = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + 60 * 60_000).toISOString().slice(0, 16) : "");

const draftOf = (type: OrganiserTicketType): TypeDraft => ({
  key: type._id,
  _id: type._id,
  name: type.name,
  description: type.description,
  price: String(type.price),
  quantity: String(type.quantity),
  minPerOrder: String(type.minPerOrder),
  maxPerOrder: String(type.maxPerOrder),
  salesStart: lagosLocal(type.salesStart),
  salesEnd: lagosLocal(type.salesEnd),
  hidden: type.hidden,
  taken: type.taken,
});

/** The organiser's ticket types of one event, edited as a list and saved at once (live-event rules apply). */
export function TicketTypesManager({ eventId, types, live }: { eventId: string; types: OrganiserTicketType[]; live: boolean }) {
  const router = useRouter();
  const [drafts, setDrafts] = useState(() => types.map(draftOf));
  const { busy, run } = useBusyAction();
  const [error, setError] = useState("");

  const save = () =>
    run(async () => {
      setError("");
      const response = await callApi(`/api/v1/events/${encodeURIComponent(eventId)}/ticket-types`, {
        method: "PUT",
        body: { ticketTypes: typesForApi(drafts) },
      });
      if (!response.ok) {
        const details = Object.values(response.fieldMessages).filter(Boolean).join(" ");
        setError([response.message, details].filter(Boolean).join(" "));
        return;
      }
      toast.success("Ticket types saved");
      setDrafts((response.data as OrganiserTicketType[]).map(draftOf));
      router.refresh();
    });

  return (
    <div className="grid gap-3">
      {live ? (
        <p className="text-sm text-muted">This event is live: prices are locked and quantities cannot fall below what is sold or held.</p>
      ) : null}
      <TicketTypesEditor drafts={drafts} onChange={setDrafts} live={live} />
      {error ? (
        <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Button busy={busy} busyLabel="Saving..." onClick={() => void save()}>
        Save ticket types
      </Button>
    </div>
  );
}
