"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi } from "@/lib/browser/call-api";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { describedBy } from "@/components/ui/field";
import { Money } from "@/components/ui/money";
import { TextArea } from "@/components/ui/text-area";
import { useApiForm } from "@/components/ui/use-api-form";
import { Dialog } from "@/components/ui/dialog";
import { formatCount } from "@/lib/platform/format";
import type { CancellationRefunds } from "@/lib/domain/refunds/cancellation-refunds";
import { FormGrid } from "@/components/ui/form-grid";

const MESSAGE_ID = "cancel-message";

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
  const { busy, errors, setErrors, submit } = useApiForm([MESSAGE_ID]);
  const error = errors[MESSAGE_ID];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({
      checked:
        message.trim().length < 3
          ? { success: false, fieldMessages: { [MESSAGE_ID]: "Tell your ticket holders why (at least 3 characters)" } }
          : { success: true, data: { message: message.trim() } },
      send: (body) => callApi(`/api/v1/events/${eventId}/cancel`, { method: "POST", body }),
      failure: null,
      fieldsOf: (response) => ({
        [MESSAGE_ID]: response.fieldMessages.message ?? (response.message || "The event could not be cancelled. Please try again."),
      }),
      success: "Event cancelled",
      onDone: () => {
        setOpen(false);
        router.refresh();
      },
    });
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Cancel event
      </Button>
      <Dialog open={open} title="Cancel this event?" onClose={() => !busy && setOpen(false)} closable={!busy}>
        <FormGrid onSubmit={onSubmit} className="gap-4 text-left text-ink">
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
                <Money naira={refunds.amount} className="font-semibold" /> in total.
              </>
            )}
          </p>
          {refunds.refusal ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {refunds.refusal}
            </p>
          ) : null}
          <TextArea
            id={MESSAGE_ID}
            name="message"
            label="Message to ticket holders"
            required
            minLength={3}
            maxLength={1000}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              setErrors({});
            }}
            error={error}
            aria-describedby={describedBy(MESSAGE_ID, error, "cancel-warning")}
          />
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
