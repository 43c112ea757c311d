"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi, type ApiFailure, type FieldMessages } from "@/lib/browser/call-api";
import { useTimeout } from "@/components/auth/use-timeout";
import { AmountStep } from "@/components/payouts/payout-request/amount-step";
import { amountProblem, transferRefused } from "@/components/payouts/payout-request/check-amount";
import { EventStep, type PayoutBalanceOption } from "@/components/payouts/payout-request/event-step";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useApiForm } from "@/components/ui/use-api-form";
import { toast } from "@/components/ui/use-toast";
import { FormGrid } from "@/components/ui/form-grid";

export type { PayoutBalanceOption } from "@/components/payouts/payout-request/event-step";

/** SPEC 9: the payout success popup hides after 2 seconds. */
const SUCCESS_POPUP_MS = 2000;

const FIELD_ORDER = ["eventId", "amount"] as const;

type PayoutFormProps = {
  balances: PayoutBalanceOption[];
  feePercent: number;
  /** "Adaeze Okafor, Zenith Bank 0123456789": where the money goes; null until an account is saved. */
  paidInto: string | null;
  /** The event owner's name when someone on their finance team asks: the money goes to the owner's account, not the asker's. */
  accountHolder?: string;
};

/** A missing or foreign event (404/403) comes without field messages: it shows next to the event choice. */
function messagesOf(response: ApiFailure): FieldMessages {
  const message = response.message || "The payout could not be requested. Please try again.";
  return response.status === 404 || response.status === 403 ? { ...response.fieldMessages, eventId: message } : response.fieldMessages;
}

/** SPEC 2.17: a modal to pick an event and an amount, paid to the saved account, then a 2-second success popup. */
export function PayoutForm({ balances, feePercent, paidInto, accountHolder }: PayoutFormProps) {
  const whoseAccount = accountHolder ? `${accountHolder}'s bank account` : "your bank account";
  const router = useRouter();
  const later = useTimeout();
  const defaultEvent = (balances.find((balance) => balance.available > 0) ?? balances[0])?.eventId ?? "";

  const [eventId, setEventId] = useState(defaultEvent);
  const [amount, setAmount] = useState("");
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<"event" | "amount">("event");
  const [requested, setRequested] = useState(false);
  const { busy, errors, setErrors, showErrors, submit } = useApiForm(FIELD_ORDER);

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
    if (!selected) return showErrors({ eventId: "Select an event" });
    if (available <= 0) return showErrors({ eventId: selected.note ?? "This event has no money available to pay out" });
    setErrors({});
    setStep("amount");
    requestAnimationFrame(() => document.getElementById("amount")?.focus());
  }

  function onRefused(response: ApiFailure) {
    const messages = messagesOf(response);
    if (messages.bankCode) {
      // No saved account (it can be removed in another tab): the account form above is where to fix it.
      setOpen(false);
      router.refresh();
    } else if (messages.eventId) setStep("event");
  }

  function onSent(data: unknown) {
    setOpen(false);
    setAmount("");
    if (transferRefused(data)) {
      toast.error(
        accountHolder
          ? `The bank transfer was refused; the amount is back in the event's balance. Ask ${accountHolder} to check their bank account.`
          : "The bank transfer was refused; the amount is back in your balance. Check your bank account and try again.",
      );
      router.refresh();
      return;
    }
    setRequested(true);
    later(() => {
      setRequested(false);
      router.refresh();
    }, SUCCESS_POPUP_MS);
  }

  function confirm() {
    const problem = amountProblem(amount, available);
    void submit({
      checked: problem ? { success: false, fieldMessages: { amount: problem } } : { success: true, data: { eventId, amount: Number(amount) } },
      send: (body) => callApi("/api/v1/payouts", { method: "POST", body }),
      failure: "The payout could not be requested. Please try again.",
      onRefused,
      fieldsOf: messagesOf,
      onDone: (response) => onSent(response.data),
    });
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
    else confirm();
  }

  return (
    <FormGrid onSubmit={onSubmit} className="gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
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
        <Button type="submit" aria-disabled={paidInto ? undefined : true} className="w-full sm:w-auto">
          Request For payment
        </Button>
      </div>

      <Dialog open={open} title="Request For payment" onClose={() => setOpen(false)} closable={!busy}>
        <div className="grid gap-4 text-left text-ink">
          {step === "event" ? (
            <EventStep
              balances={balances}
              eventId={eventId}
              onEventChange={(next) => {
                setEventId(next);
                setErrors({});
              }}
              available={available}
              note={selected?.note}
              feePercent={feePercent}
              error={errors.eventId}
            />
          ) : (
            <AmountStep
              eventTitle={selected?.eventTitle}
              amount={amount}
              onAmountChange={setAmount}
              available={available}
              busy={busy}
              error={errors.amount}
              onBack={() => {
                setErrors({});
                setStep("event");
              }}
            />
          )}
        </div>
      </Dialog>

      <Dialog open={requested} title="Payout requested" closable={false}>
        <p>
          The transfer to {whoseAccount} has been requested. Its status appears in {accountHolder ? "the" : "your"} payout history, and we e-mail{" "}
          {accountHolder ?? "you"} when it is paid or if the bank refuses it.
        </p>
      </Dialog>
    </FormGrid>
  );
}
