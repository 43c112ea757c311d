"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/field";
import { FormGrid } from "@/components/ui/form-grid";
import { PhoneField } from "@/components/ui/phone-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useApiForm } from "@/components/ui/use-api-form";
import { callApi } from "@/lib/browser/call-api";

type HolderActionsProps = { eventId: string; ticketId: string; holderName: string };

/**
 * The organiser's changes to one ticket from the attendee list: rename its holder (same ticket and
 * QR), or reassign it (a transfer: the old code dies and the new holder gets a new ticket).
 */
export function HolderActions({ eventId, ticketId, holderName }: HolderActionsProps) {
  const router = useRouter();
  const [mode, setMode] = useState<"rename" | "reassign">("rename");
  const prefix = `holder-${ticketId}`;
  const fields = [`${prefix}-name`, `${prefix}-email`, `${prefix}-phone`];
  const { busy, errors, submit } = useApiForm(fields);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = (field: string) => String(form.get(`${prefix}-${field}`) ?? "").trim();
    const body = { name: typed("name"), phone: typed("phone"), ...(mode === "reassign" ? { email: typed("email") } : {}) };
    const base = `/api/v1/events/${encodeURIComponent(eventId)}/attendees/${encodeURIComponent(ticketId)}`;
    void submit({
      checked:
        body.name.length < 2
          ? { success: false, fieldMessages: { [`${prefix}-name`]: "Enter the holder's full name" } }
          : { success: true, data: body },
      send: (data) => (mode === "rename" ? callApi(`${base}/holder`, { method: "PUT", body: data }) : callApi(`${base}/reassign`, { body: data })),
      fieldsOf: (response) => Object.fromEntries(Object.entries(response.fieldMessages).map(([field, message]) => [`${prefix}-${field}`, message])),
      failure: "The change was not saved. Please try again.",
      success: mode === "rename" ? "Holder renamed" : "Ticket reassigned: the new holder gets their own ticket",
      onDone: () => router.refresh(),
    });
  }

  return (
    <details className="min-w-60">
      <summary className="min-h-11 cursor-pointer content-center font-medium text-primary-700">Change holder</summary>
      <div className="grid gap-3 pt-2">
        <div role="radiogroup" aria-label="Change" className="flex gap-4 text-sm">
          {(["rename", "reassign"] as const).map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${prefix}-mode`}
                checked={mode === choice}
                onChange={() => setMode(choice)}
                className="size-4 accent-primary-700"
              />
              {choice === "rename" ? "Rename (same QR)" : "Reassign (new QR)"}
            </label>
          ))}
        </div>
        <FormGrid onSubmit={onSubmit} className="gap-3">
          <TextField
            id={`${prefix}-name`}
            label="Holder's full name"
            defaultValue={mode === "rename" ? holderName : ""}
            required
            error={errors[`${prefix}-name`]}
          />
          {mode === "reassign" ? <TextField id={`${prefix}-email`} type="email" label="Their e-mail" error={errors[`${prefix}-email`]} /> : null}
          <PhoneField id={`${prefix}-phone`} label="Their phone" error={errors[`${prefix}-phone`]} />
          <SubmitButton busy={busy} busyLabel="Saving...">
            {mode === "rename" ? "Rename" : "Reassign"}
          </SubmitButton>
        </FormGrid>
      </div>
    </details>
  );
}
