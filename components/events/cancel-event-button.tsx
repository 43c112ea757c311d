"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi } from "@/lib/client/call-api";
import { dangerButton } from "@/components/ui/button-styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { describedBy, FieldError, inputClassName, labelClassName } from "@/components/ui/field";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/toast/use-toast";
import { formatCount, formatMoney } from "@/lib/format";
import type { CancellationRefunds } from "@/lib/refunds/cancellation-refunds";
import { FormGrid } from "@/components/ui/form-grid";

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

type CancelEventButtonProps = { eventId: string; eventTitle: string; refunds: CancellationRefunds };

/**
 * Cancels the event after the organiser writes to ticket holders and confirms; every paid order is
 * refunded. The dialog says beforehand how many orders and tickets, and how much, will go back.
 */
export function CancelEventButton({ eventId, eventTitle, refunds }: CancelEventButtonProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (message.trim().length < 3) {
      setError("Tell your ticket holders why (at least 3 characters)");
      document.getElementById("cancel-message")?.focus();
      return;
    }
    setBusy(true);
    const answer = await callApi(`/api/v1/events/${eventId}/cancel`, { method: "POST", body: { message: message.trim() } });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.fieldMessages.message ?? (answer.message || "The event could not be cancelled. Please try again."));
      return;
    }
    toast.success(answer.message || "Event cancelled");
    setOpen(false);
    router.refresh();
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={dangerButton}>
        Cancel event
      </button>
      <Dialog open={open} title="Cancel this event?" onClose={() => !busy && setOpen(false)} closable={!busy}>
        <FormGrid onSubmit={submit} className="gap-4 text-left text-ink">
          <p id="cancel-warning" className="text-sm">
            Sales of <strong className="font-semibold">{eventTitle}</strong> stop, every paid order is refunded and every ticket holder gets your
            message by e-mail. This cannot be undone.
          </p>
          <p id="cancel-refunds" className="text-sm">
            {refunds.orders === 0 ? (
              "No paid orders to refund."
            ) : (
              <>
                {plural(refunds.orders, "paid order", "paid orders")} ({plural(refunds.tickets, "ticket", "tickets")}) will be refunded:{" "}
                <strong className="font-semibold">{formatMoney(refunds.amount)}</strong> in total.
              </>
            )}
          </p>
          {refunds.refusal ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {refunds.refusal}
            </p>
          ) : null}
          <div>
            <label htmlFor="cancel-message" className={labelClassName}>
              Message to ticket holders
            </label>
            <textarea
              id="cancel-message"
              name="message"
              required
              minLength={3}
              maxLength={1000}
              rows={4}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy("cancel-message", error, "cancel-warning")}
              className={`${inputClassName} py-2`}
            />
            <FieldError id="cancel-message" message={error} />
          </div>
          {refunds.funded ? (
            <SubmitButton busy={busy} busyLabel="Cancelling...">
              Yes, cancel the event
            </SubmitButton>
          ) : null}
        </FormGrid>
      </Dialog>
    </>
  );
}
