"use client";

import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { TextField } from "@/components/ui/field";
import { FormGrid } from "@/components/ui/form-grid";
import { PhoneField } from "@/components/ui/phone-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useApiForm } from "@/components/ui/use-api-form";
import { callApi } from "@/lib/browser/call-api";

type NameHolderFormProps = { ticketId: string; linkKey: string; withPhone: boolean; holderName: string; holderPhone: string };

/** The holder names themselves on the ticket (the gate checks this name), before the event starts. */
export function NameHolderForm({ ticketId, linkKey, withPhone, holderName, holderPhone }: NameHolderFormProps) {
  const router = useRouter();
  const { busy, errors, submit } = useApiForm(["holderName", "holderPhone"]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get("holderName") ?? "").trim();
    const phone = String(form.get("holderPhone") ?? "").trim();
    const problems: Record<string, string> = {};
    if (name.length < 2) problems.holderName = "Enter the ticket holder's full name";
    if (withPhone && !phone) problems.holderPhone = "Enter the holder's phone number";
    void submit({
      checked: Object.keys(problems).length ? { success: false, fieldMessages: problems } : { success: true, data: { name, phone, k: linkKey } },
      send: (body) => callApi(`/api/v1/tickets/${encodeURIComponent(ticketId)}/holder`, { method: "PUT", body }),
      fieldsOf: (response) => ({ holderName: response.fieldMessages.name, holderPhone: response.fieldMessages.phone }),
      failure: "We could not save the holder. Please try again.",
      success: "Saved: the ticket names its holder",
      onDone: () => router.refresh(),
    });
  }

  return (
    <FormGrid onSubmit={onSubmit}>
      <TextField id="holderName" label="Holder's full name" autoComplete="name" defaultValue={holderName} required error={errors.holderName} />
      {withPhone ? <PhoneField id="holderPhone" label="Holder's phone" defaultValue={holderPhone} required error={errors.holderPhone} /> : null}
      <SubmitButton busy={busy} busyLabel="Saving...">
        Save the holder
      </SubmitButton>
    </FormGrid>
  );
}
