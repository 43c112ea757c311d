"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi, type FieldMessages } from "@/lib/client/call-api";
import { focusFirstError } from "@/lib/client/focus-first-error";
import { outlineButton, primaryButton } from "@/components/ui/button-styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { useTimeout } from "@/components/auth/use-timeout";
import { describedBy, FieldError, inputClassName, labelClassName, TextField } from "@/components/ui/field";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/toast/use-toast";
import { formatMoney } from "@/lib/format";

/** SPEC 9: the payout success popup hides after 2 seconds. */
const SUCCESS_POPUP_MS = 2000;

/** The payment service can refuse a transfer at once (it then answers status "failed"). */
function transferRefused(data: unknown): boolean {
  return typeof data === "object" && data !== null && "status" in data && (data as { status: unknown }).status === "failed";
}

export type PayoutBalanceOption = { eventId: string; eventTitle: string; available: number };

type PayoutFormProps = {
  balances: PayoutBalanceOption[];
  feePercent: number;
  /** "Adaeze Okafor, Zenith Bank 0123456789": where the money goes; null until an account is saved. */
  paidInto: string | null;
};

/** SPEC 2.17: a modal to pick an event and an amount, paid to the saved account, then a 2-second success popup. */
export function PayoutForm({ balances, feePercent, paidInto }: PayoutFormProps) {
  const router = useRouter();
  const later = useTimeout();
  const defaultEvent = (balances.find((balance) => balance.available > 0) ?? balances[0])?.eventId ?? "";

  const [eventId, setEventId] = useState(defaultEvent);
  const [amount, setAmount] = useState("");
  const [errors, setErrors] = useState<FieldMessages>({});
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<"event" | "amount">("event");
  const [busy, setBusy] = useState(false);
  const [requested, setRequested] = useState(false);

  const selected = balances.find((balance) => balance.eventId === eventId);
  const available = selected?.available ?? 0;

  function openRequest() {
    if (!balances.some((balance) => balance.eventId === eventId)) setEventId(defaultEvent);
    setErrors({});
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
    else if (value > available) amountError = `The amount cannot be more than ${formatMoney(available)}`;
    if (amountError) {
      setErrors({ amount: amountError });
      focusFirstError(["amount"], { amount: amountError });
      return;
    }

    setErrors({});
    setBusy(true);
    const answer = await callApi("/api/v1/payouts", {
      method: "POST",
      body: { eventId, amount: value },
    });
    setBusy(false);

    if (answer.ok) {
      setOpen(false);
      setAmount("");
      if (transferRefused(answer.data)) {
        toast.error("The bank transfer was refused; the amount is back in your balance. Check your bank account and try again.");
        router.refresh();
        return;
      }
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
    if (messages.bankCode) {
      // No saved account (it can be removed in another tab): the account form above is where to fix it.
      setOpen(false);
      router.refresh();
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
    if (!paidInto) {
      toast.error("Save your payout bank account first");
      document.getElementById("bankCode")?.focus();
      return;
    }
    if (!open) openRequest();
    else if (step === "event") continueToAmount();
    else void confirm();
  }

  const amountHintId = "amount-hint";

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
      <p className="text-sm">
        {paidInto ? (
          <>
            Paid into <strong className="font-semibold">{paidInto}</strong>
          </>
        ) : (
          "Save your payout bank account above before you request a payout."
        )}
      </p>
      <div className="flex justify-end">
        <button
          type="submit"
          aria-disabled={paidInto ? undefined : true}
          className={`${primaryButton} w-full sm:w-auto`}
        >
          Request For payment
        </button>
      </div>

      <Dialog open={open} title="Request For payment" onClose={() => setOpen(false)} closable={!busy}>
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
                  Available balance: <strong className="font-semibold">{formatMoney(available)}</strong>
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
                Up to {formatMoney(available)} in whole naira
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
      </Dialog>

      <Dialog open={requested} title="Congratulations payment requested successfully!!!" closable={false}>
        <p>The transfer to your bank account is on its way; its status appears in your payout history.</p>
      </Dialog>
    </form>
  );
}
