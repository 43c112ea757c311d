"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi, type FieldMessages } from "@/components/auth/call-api";
import { focusFirstError } from "@/components/auth/focus-first-error";
import { outlineButton, primaryButton } from "@/components/auth/styles";
import { SubmitButton } from "@/components/auth/submit-button";
import { useTimeout } from "@/components/auth/use-timeout";
import { describedBy, FieldError, inputClassName, labelClassName, TextField } from "@/components/form-field";
import { Modal } from "@/components/modal";
import { toast } from "@/components/toast/use-toast";
import { formatDashboardMoney } from "@/lib/format";

/** SPEC 9: the payout success popup hides after 2 seconds. */
const SUCCESS_POPUP_MS = 2000;

export type PayoutBalanceOption = { eventId: string; eventTitle: string; available: number };

type PayoutFormProps = {
  balances: PayoutBalanceOption[];
  banks: readonly string[];
  feePercent: number;
};

const BANK_FIELDS = ["bankAccountName", "bankAccountNumber", "bankName"] as const;


/** SPEC 2.17: bank details, then a modal to pick an event and an amount, then a 2-second success popup. */
export function PayoutForm({ balances, banks, feePercent }: PayoutFormProps) {
  const router = useRouter();
  const later = useTimeout();
  const defaultEvent = (balances.find((balance) => balance.available > 0) ?? balances[0])?.eventId ?? "";

  const [bankAccountName, setBankAccountName] = useState("");
  const [bankAccountNumber, setBankAccountNumber] = useState("");
  const [bankName, setBankName] = useState("");
  const [eventId, setEventId] = useState(defaultEvent);
  const [amount, setAmount] = useState("");
  const [errors, setErrors] = useState<FieldMessages>({});
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<"event" | "amount">("event");
  const [busy, setBusy] = useState(false);
  const [requested, setRequested] = useState(false);

  const selected = balances.find((balance) => balance.eventId === eventId);
  const available = selected?.available ?? 0;

  function bankMessages(): FieldMessages {
    const messages: FieldMessages = {};
    if (!bankAccountName.trim()) messages.bankAccountName = "Enter the bank account name";
    if (!/^\d{10}$/.test(bankAccountNumber)) messages.bankAccountNumber = "Enter the 10-digit bank account number";
    if (!banks.includes(bankName)) messages.bankName = "Select a bank";
    return messages;
  }

  function openRequest() {
    const messages = bankMessages();
    setErrors(messages);
    if (Object.values(messages).some(Boolean)) {
      focusFirstError(BANK_FIELDS, messages);
      return;
    }
    if (!balances.some((balance) => balance.eventId === eventId)) setEventId(defaultEvent);
    setAmount("");
    setStep("event");
    setOpen(true);
  }

  function continueToAmount() {
    if (!selected) {
      setErrors({ eventId: "Select an event" });
      focusFirstError(["eventId"], { eventId: "Select an event" });
      return;
    }
    if (available <= 0) {
      const message = "This event has no money available to pay out";
      setErrors({ eventId: message });
      focusFirstError(["eventId"], { eventId: message });
      return;
    }
    setErrors({});
    setStep("amount");
    requestAnimationFrame(() => document.getElementById("amount")?.focus());
  }

  async function confirm() {
    const value = Number(amount);
    let amountError: string | undefined;
    if (!/^\d+$/.test(amount.trim()) || value < 1) amountError = "Enter an amount in whole naira";
    else if (value > available) amountError = `The amount cannot be more than ${formatDashboardMoney(available)}`;
    if (amountError) {
      setErrors({ amount: amountError });
      focusFirstError(["amount"], { amount: amountError });
      return;
    }

    setErrors({});
    setBusy(true);
    const answer = await callApi("/api/v1/payouts", {
      method: "POST",
      body: { eventId, amount: value, bankAccountName: bankAccountName.trim(), bankAccountNumber, bankName },
    });
    setBusy(false);

    if (answer.ok) {
      setOpen(false);
      setAmount("");
      setRequested(true);
      later(() => {
        setRequested(false);
        router.refresh();
      }, SUCCESS_POPUP_MS);
      return;
    }

    const message = answer.message || "The payout could not be requested. Please try again.";
    toast.error(message);
    // A missing or foreign event (404/403) comes without field messages: show it next to the event choice.
    const messages =
      answer.status === 404 || answer.status === 403 ? { ...answer.fieldMessages, eventId: message } : answer.fieldMessages;
    setErrors(messages);
    if (BANK_FIELDS.some((field) => messages[field])) {
      // Wrong bank details are fixed on the page, so the modal closes and focus moves there.
      setOpen(false);
      focusFirstError(BANK_FIELDS, messages);
    } else if (messages.eventId) {
      setStep("event");
      focusFirstError(["eventId"], messages);
    } else {
      focusFirstError(["amount"], messages);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || requested) return;
    if (!open) openRequest();
    else if (step === "event") continueToAmount();
    else void confirm();
  }

  const amountHintId = "amount-hint";

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
      <TextField
        id="bankAccountName"
        name="bankAccountName"
        label="Bank account name"
        autoComplete="name"
        maxLength={100}
        required
        value={bankAccountName}
        onChange={(event) => setBankAccountName(event.target.value)}
        error={errors.bankAccountName}
      />
      <TextField
        id="bankAccountNumber"
        name="bankAccountNumber"
        label="Bank account number"
        inputMode="numeric"
        pattern="\d{10}"
        maxLength={10}
        autoComplete="off"
        required
        value={bankAccountNumber}
        onChange={(event) => setBankAccountNumber(event.target.value.replace(/\D/g, "").slice(0, 10))}
        error={errors.bankAccountNumber}
      />
      <div>
        <label htmlFor="bankName" className={labelClassName}>
          Bank name
        </label>
        <select
          id="bankName"
          name="bankName"
          required
          value={bankName}
          onChange={(event) => setBankName(event.target.value)}
          aria-invalid={errors.bankName ? true : undefined}
          aria-describedby={describedBy("bankName", errors.bankName)}
          className={inputClassName}
        >
          <option value="">Select a bank</option>
          {banks.map((bank) => (
            <option key={bank} value={bank}>
              {bank}
            </option>
          ))}
        </select>
        <FieldError id="bankName" message={errors.bankName} />
      </div>

      <div className="flex justify-end">
        <button type="submit" className={`${primaryButton} w-full sm:w-auto`}>
          Request For payment
        </button>
      </div>

      <Modal open={open} title="Request For payment" onClose={() => setOpen(false)} closable={!busy}>
        <div className="grid gap-4 text-left text-ink">
          {step === "event" ? (
            <>
              <div>
                <label htmlFor="eventId" className={labelClassName}>
                  Event
                </label>
                <select
                  id="eventId"
                  name="eventId"
                  required
                  value={eventId}
                  onChange={(event) => {
                    setEventId(event.target.value);
                    setErrors({});
                  }}
                  aria-invalid={errors.eventId ? true : undefined}
                  aria-describedby={describedBy("eventId", errors.eventId, "event-balance")}
                  className={inputClassName}
                >
                  {balances.length === 0 ? <option value="">No events yet</option> : null}
                  {balances.map((balance) => (
                    <option key={balance.eventId} value={balance.eventId}>
                      {balance.eventTitle}
                    </option>
                  ))}
                </select>
                <FieldError id="eventId" message={errors.eventId} />
              </div>
              <div id="event-balance" className="grid gap-1 text-sm">
                <p>
                  Available balance: <strong className="font-semibold">{formatDashboardMoney(available)}</strong>
                </p>
                <p className="text-muted">Scheditix keeps {feePercent}% of ticket revenue</p>
              </div>
              <button type="submit" className={`${primaryButton} w-full`}>
                Continue
              </button>
            </>
          ) : (
            <>
              <p className="text-sm">
                Event: <strong className="font-semibold">{selected?.eventTitle}</strong>
              </p>
              <TextField
                id="amount"
                name="amount"
                label="Amount"
                type="number"
                inputMode="numeric"
                min={1}
                max={available}
                step={1}
                required
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                error={errors.amount}
                aria-describedby={describedBy("amount", errors.amount, amountHintId)}
              />
              <p id={amountHintId} className="-mt-3 text-sm text-muted">
                Up to {formatDashboardMoney(available)} in whole naira
              </p>
              <SubmitButton busy={busy} busyLabel="Loading...">
                Confirm
              </SubmitButton>
              <button
                type="button"
                onClick={() => {
                  if (busy) return;
                  setErrors({});
                  setStep("event");
                }}
                aria-disabled={busy || undefined}
                className={`${outlineButton} w-full`}
              >
                Back
              </button>
            </>
          )}
        </div>
      </Modal>

      <Modal open={requested} title="Congratulations payment requested successfully!!!" closable={false}>
        <p>We will send the money to your bank account once it is approved.</p>
      </Modal>
    </form>
  );
}
