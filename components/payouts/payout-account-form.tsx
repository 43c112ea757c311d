"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi, type FieldMessages } from "@/lib/client/call-api";
import { focusFirstError } from "@/lib/client/focus-first-error";
import { outlineButton } from "@/components/ui/button-styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { describedBy, FieldError, inputClassName, labelClassName, TextField } from "@/components/ui/field";
import { toast } from "@/components/toast/use-toast";

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
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);

  if (saved && !editing) {
    return (
      <div className="grid gap-3 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
        <p>
          Payouts go to <strong className="font-semibold">{saved.accountName}</strong>, {saved.bankName}, account {saved.accountNumber}.
        </p>
        <button type="button" onClick={() => setEditing(true)} className={`${outlineButton} w-full sm:w-fit`}>
          Change bank account
        </button>
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const messages = localMessages();
    setErrors(messages);
    if (Object.values(messages).some(Boolean)) return focusFirstError(FIELDS, messages);

    setBusy(true);
    const answer = resolved
      ? await callApi("/api/v1/payouts/account", { method: "PUT", body: { bankCode, accountNumber } })
      : await callApi(`/api/v1/payouts/resolve?${new URLSearchParams({ accountNumber, bankCode })}`, { method: "GET" });
    setBusy(false);

    if (!answer.ok) {
      setResolved(null);
      const fieldMessages = { ...answer.fieldMessages };
      if (fieldMessages.accountNumber && answer.message) fieldMessages.accountNumber = answer.message;
      setErrors(fieldMessages);
      if (FIELDS.some((field) => fieldMessages[field])) focusFirstError(FIELDS, fieldMessages);
      else toast.error(answer.message || "We could not check this account. Please try again.");
      return;
    }
    if (!resolved) {
      setResolved(answer.data as SavedAccount);
      return;
    }
    toast.success(answer.message || "Payout account saved");
    setResolved(null);
    setEditing(false);
    router.refresh();
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
      <div>
        <label htmlFor="bankCode" className={labelClassName}>
          Bank
        </label>
        <select
          id="bankCode"
          name="bankCode"
          required
          value={bankCode}
          onChange={(event) => {
            setBankCode(event.target.value);
            changed();
          }}
          aria-invalid={errors.bankCode ? true : undefined}
          aria-describedby={describedBy("bankCode", errors.bankCode)}
          className={inputClassName}
        >
          <option value="">Select a bank</option>
          {banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
        <FieldError id="bankCode" message={errors.bankCode} />
      </div>
      <TextField
        id="accountNumber"
        name="accountNumber"
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
          <button
            type="button"
            onClick={() => {
              setEditing(false);
              changed();
            }}
            className={`${outlineButton} w-full sm:w-auto`}
          >
            Keep current account
          </button>
        ) : null}
        <div className="sm:w-auto">
          <SubmitButton busy={busy} busyLabel={resolved ? "Saving..." : "Checking..."}>
            {resolved ? "Yes, save this account" : "Check account"}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
