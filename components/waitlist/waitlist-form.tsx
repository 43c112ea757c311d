"use client";

import { useEffect, useState } from "react";
import { TextField } from "@/components/ui/field";
import { NumberField } from "@/components/ui/number-field";
import { PhoneField } from "@/components/ui/phone-field";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useApiForm } from "@/components/ui/use-api-form";
import { WaitlistEntryCard, type ShownEntry } from "@/components/waitlist/waitlist-entry-card";
import { callApi } from "@/lib/browser/call-api";

export type WaitlistType = { _id: string; name: string; maxParty: number };

const FIELDS = ["ticketTypeId", "partySize", "fullName", "email", "phone"] as const;

/** Joining a sold-out event's waitlist; once joined (or signed in with an entry), the entry itself. */
export function WaitlistForm({ eventId, types }: { eventId: string; types: WaitlistType[] }) {
  const [entry, setEntry] = useState<ShownEntry | null>(null);
  const [typeId, setTypeId] = useState(types[0]?._id ?? "");
  const { busy, errors, submit } = useApiForm(FIELDS);
  const maxParty = types.find((type) => type._id === typeId)?.maxParty ?? 1;

  // A signed-in visitor who joined sees their entry here (the page itself is the same for everyone).
  useEffect(() => {
    let live = true;
    void callApi(`/api/v1/events/${eventId}/waitlist/mine`, { method: "GET" }).then((response) => {
      if (live && response.ok && response.data) setEntry(response.data as ShownEntry);
    });
    return () => {
      live = false;
    };
  }, [eventId]);

  if (entry) return <WaitlistEntryCard entry={entry} onChange={setEntry} />;

  const onSubmit = (form: HTMLFormElement) => {
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    void submit({
      checked: {
        success: true,
        data: {
          ticketTypeId: data.ticketTypeId || typeId,
          partySize: Number(data.partySize),
          fullName: data.fullName ?? "",
          email: data.email ?? "",
          phone: data.phone ?? "",
        },
      },
      send: (body) => callApi(`/api/v1/events/${eventId}/waitlist`, { body }),
      failure: "You could not join the waitlist. Please try again.",
      success: "You are on the waitlist",
      onDone: (response) => setEntry(response.data as ShownEntry),
    });
  };

  return (
    <form
      noValidate
      aria-labelledby="waitlist-title"
      className="grid gap-4 rounded-xl border border-zinc-200 bg-zinc-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
    >
      <div>
        <h3 id="waitlist-title" className="text-lg font-semibold">
          Join the waitlist
        </h3>
        <p className="text-sm text-muted">
          When seats come back, the next person whose party fits gets them held for a short time, with a link to pay. Leave any time.
        </p>
      </div>
      {types.length > 1 ? (
        <SelectField
          id="ticketTypeId"
          label="Ticket type"
          value={typeId}
          onChange={(event) => setTypeId(event.target.value)}
          error={errors.ticketTypeId}
        >
          {types.map((type) => (
            <option key={type._id} value={type._id}>
              {type.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <input type="hidden" name="ticketTypeId" value={typeId} />
      )}
      <NumberField
        id="partySize"
        label="How many tickets"
        defaultValue={1}
        min={1}
        max={maxParty}
        required
        error={errors.partySize}
        hint={`Up to ${maxParty}`}
      />
      <TextField id="fullName" label="Full name" autoComplete="name" required error={errors.fullName} />
      <TextField id="email" label="E-mail" type="email" autoComplete="email" required error={errors.email} />
      <PhoneField id="phone" label="Phone number" required error={errors.phone} />
      <SubmitButton busy={busy} busyLabel="Joining...">
        Join the waitlist
      </SubmitButton>
    </form>
  );
}
