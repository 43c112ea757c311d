"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/field";
import { FormGrid } from "@/components/ui/form-grid";
import { PhoneField } from "@/components/ui/phone-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useApiForm } from "@/components/ui/use-api-form";
import { callApi } from "@/lib/browser/call-api";

const FIELDS = ["name", "email", "phone"] as const;

type TransferTicketFormProps = {
  ticketId: string;
  /** What opens the ticket: its own link's key, or its order's public id and key. */
  keys: { k: string } | { orderId: string; orderKey: string };
  /** Tells the ids of several forms on one page apart. */
  idPrefix?: string;
};

/** Passes a ticket to a friend: their name, and their e-mail and/or phone. The old QR code dies at once. */
export function TransferTicketForm({ ticketId, keys, idPrefix = "transfer" }: TransferTicketFormProps) {
  const router = useRouter();
  const { busy, errors, submit } = useApiForm(FIELDS.map((field) => `${idPrefix}-${field}`));
  const [done, setDone] = useState("");
  const id = (field: (typeof FIELDS)[number]) => `${idPrefix}-${field}`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = (field: (typeof FIELDS)[number]) => String(form.get(id(field)) ?? "").trim();
    const name = typed("name");
    const email = typed("email");
    const phone = typed("phone");
    const problems: Record<string, string> = {};
    if (name.length < 2) problems[id("name")] = "Enter your friend's full name";
    if (!email && !phone) problems[id("email")] = "Give your friend's e-mail or phone number";
    void submit({
      checked: Object.keys(problems).length ? { success: false, fieldMessages: problems } : { success: true, data: { name, email, phone, ...keys } },
      send: (body) => callApi(`/api/v1/tickets/${encodeURIComponent(ticketId)}/transfer`, { body }),
      fieldsOf: (response) =>
        Object.fromEntries(Object.entries(response.fieldMessages).map(([field, message]) => [id(field as (typeof FIELDS)[number]), message])),
      failure: "We could not pass this ticket on. Please try again.",
      success: "Ticket passed on",
      onDone: (response) => {
        const to = (response.data as { toMasked?: string } | null)?.toMasked ?? "your friend";
        setDone(`Passed on to ${to}. Their own ticket is on its way; this ticket's QR code no longer admits anyone.`);
        router.refresh();
      },
    });
  }

  if (done) {
    return (
      <p role="status" className="rounded-xl bg-green-50 p-4 font-medium text-green-900">
        {done}
      </p>
    );
  }
  return (
    <FormGrid onSubmit={onSubmit}>
      <TextField id={id("name")} label="Friend's full name" autoComplete="off" required error={errors[id("name")]} />
      <TextField id={id("email")} type="email" label="Friend's e-mail" inputMode="email" autoComplete="off" error={errors[id("email")]} />
      <PhoneField id={id("phone")} label="Friend's phone (optional with an e-mail)" error={errors[id("phone")]} />
      <p className="text-sm text-muted">Your friend gets a new ticket with its own QR code. This ticket stops admitting anyone at once.</p>
      <SubmitButton busy={busy} busyLabel="Passing on...">
        Pass this ticket on
      </SubmitButton>
    </FormGrid>
  );
}
