"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi, type FieldMessages } from "@/lib/browser/call-api";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { useApiForm } from "@/components/ui/use-api-form";
import { toast } from "@/components/ui/use-toast";
import { FormGrid } from "@/components/ui/form-grid";

export type Bank = { name: string; code: string };
export type SavedAccount = { bankCode: string; bankName: string; accountNumber: string; accountName: string };

const FIELDS = ["bankCode", "accountNumber"] as const;

/**
 * Where the organiser is paid: the bank from the payment service's list and a 10-digit number.
 * The first submit resolves the account's name; the organiser confirms it with a second submit.
 */
export function PayoutAccountForm({ banks, saved }: { banks: Bank[]; saved: SavedAccount | null }) {
  const router = useRouter();
  const [editing, setEditing] = useState(saved === null);
  const [bankCode, setBankCode] = useState(saved?.bankCode ?? "");
  const [accountNumber, setAccountNumber] = useState(saved?.accountNumber ?? "");
  const [resolved, setResolved] = useState<SavedAccount | null>(null);
  const { busy, errors, setErrors, submit } = useApiForm(FIELDS);

  if (saved && !editing) {
    return (
      <div className="grid gap-3 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
        <p>
          Payouts go to <strong className="font-semibold">{saved.accountName}</strong>, {saved.bankName}, account {saved.accountNumber}.
        </p>
        <Button variant="outline" onClick={() => setEditing(true)} className="w-full sm:w-fit">
          Change bank account
        </Button>
      </div>
    );
  }

  function changed() {
    setResolved(null);
    setErrors({});
  }

  function localMessages(): FieldMessages {
    const messages: FieldMessages = {};
    if (!banks.some((bank) => bank.code === bankCode)) messages.bankCode = "Choose a bank";
    if (!/^\d{10}$/.test(accountNumber)) messages.accountNumber = "A Nigerian account number has exactly 10 digits";
    return messages;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const messages = localMessages();
    void submit({
      checked: Object.values(messages).some(Boolean)
        ? { success: false, fieldMessages: messages }
        : { success: true, data: { bankCode, accountNumber } },
      send: (body) =>
        resolved
          ? callApi("/api/v1/payouts/account", { method: "PUT", body })
          : callApi(`/api/v1/payouts/resolve?${new URLSearchParams(body)}`, { method: "GET" }),
      failure: null,
      onRefused: (response) => {
        setResolved(null);
        if (!FIELDS.some((field) => response.fieldMessages[field]))
          toast.error(response.message || "We could not check this account. Please try again.");
      },
      // The service's sentence ("We could not find account …") says more than the field's own message.
      fieldsOf: (response) => ({
        ...response.fieldMessages,
        ...(response.fieldMessages.accountNumber && response.message ? { accountNumber: response.message } : {}),
      }),
      success: resolved ? "Payout account saved" : undefined,
      onDone: (response) => {
        if (!resolved) return setResolved(response.data as SavedAccount);
        setResolved(null);
        setEditing(false);
        router.refresh();
      },
    });
  }

  return (
    <FormGrid onSubmit={onSubmit} className="gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
      <SelectField
        id="bankCode"
        label="Bank"
        required
        value={bankCode}
        onChange={(event) => {
          setBankCode(event.target.value);
          changed();
        }}
        error={errors.bankCode}
      >
        <option value="">Select a bank</option>
        {banks.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id="accountNumber"
        label="Account number"
        inputMode="numeric"
        pattern="\d{10}"
        maxLength={10}
        autoComplete="off"
        required
        value={accountNumber}
        onChange={(event) => {
          setAccountNumber(event.target.value.replace(/\D/g, "").slice(0, 10));
          changed();
        }}
        error={errors.accountNumber}
      />
      <div role="status" className="text-sm">
        {resolved ? (
          <p className="rounded-lg bg-green-50 p-3 text-green-900">
            Account name: <strong className="font-semibold">{resolved.accountName}</strong>. Is this your account?
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        {saved ? (
          <Button
            variant="outline"
            onClick={() => {
              setEditing(false);
              changed();
            }}
            className="w-full sm:w-auto"
          >
            Keep current account
          </Button>
        ) : null}
        <div className="sm:w-auto">
          <SubmitButton busy={busy} busyLabel={resolved ? "Saving..." : "Checking..."}>
            {resolved ? "Yes, save this account" : "Check account"}
          </SubmitButton>
        </div>
      </div>
    </FormGrid>
  );
}
