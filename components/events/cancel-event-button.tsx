"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi } from "@/components/auth/call-api";
import { dangerButton } from "@/components/auth/styles";
import { SubmitButton } from "@/components/auth/submit-button";
import { describedBy, FieldError, inputClassName, labelClassName } from "@/components/form-field";
import { Modal } from "@/components/modal";
import { toast } from "@/components/toast/use-toast";

/** Cancels the event after the organiser writes to ticket holders and confirms; every paid order is refunded. */
export function CancelEventButton({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
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
      <Modal open={open} title="Cancel this event?" onClose={() => !busy && setOpen(false)} closable={!busy}>
        <form method="post" noValidate onSubmit={submit} className="grid gap-4 text-left text-ink">
          <p id="cancel-warning" className="text-sm">
            Sales of <strong className="font-semibold">{eventTitle}</strong> stop, every paid order is refunded and every ticket holder gets your
            message by e-mail. This cannot be undone.
          </p>
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
          <SubmitButton busy={busy} busyLabel="Cancelling...">
            Yes, cancel the event
          </SubmitButton>
        </form>
      </Modal>
    </>
  );
}
