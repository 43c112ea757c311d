"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi } from "@/lib/browser/call-api";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { FieldError, labelClassName } from "@/components/ui/field";
import { Money } from "@/components/ui/money";
import { TextArea } from "@/components/ui/text-area";
import { useApiForm } from "@/components/ui/use-api-form";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import type { OrderTicket } from "@/lib/domain/organiser/order-tickets";
import { FormGrid } from "@/components/ui/form-grid";

type RefundOrderButtonProps = {
  orderId: string;
  buyerName: string;
  tickets: OrderTicket[];
};

/**
 * Refunds the tickets the organiser ticks (none at first), with a reason the buyer reads in the
 * e-mail. Each ticket shows the price paid for it, computed on the server by the function the
 * refund charges back, so the total shown is the total refunded.
 */
export function RefundOrderButton({ orderId, buyerName, tickets }: RefundOrderButtonProps) {
  const router = useRouter();
  const live = tickets.filter((ticket) => !ticket.refunded);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState("");
  const errorId = `refund-${orderId}`;
  const { busy, errors, setErrors, submit } = useApiForm([errorId]);
  const error = errors[errorId];

  if (live.length === 0) return <span className="text-muted">All tickets refunded</span>;

  const whole = chosen.length === live.length;
  const total = live.filter((ticket) => chosen.includes(ticket._id)).reduce((sum, ticket) => sum + ticket.price, 0);
  const count = chosen.length === 0 ? "tickets" : chosen.length === 1 ? "1 ticket" : `${chosen.length} tickets`;

  // Starts afresh each time: after a refund the order's live tickets are fewer.
  function openDialog() {
    setChosen([]);
    setReason("");
    setErrors({});
    setOpen(true);
  }

  function toggle(id: string, on: boolean) {
    setErrors({});
    setChosen((current) => (on ? [...current, id] : current.filter((item) => item !== id)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({
      checked:
        chosen.length === 0
          ? { success: false, fieldMessages: { [errorId]: "Choose at least one ticket" } }
          : { success: true, data: { orderId, reason: reason.trim(), ...(whole ? {} : { ticketIds: chosen }) } },
      send: (body) => callApi("/api/v1/refunds", { method: "POST", body }),
      failure: null,
      fieldsOf: (response) => ({ [errorId]: response.message || "The refund could not be started. Please try again." }),
      onDone: () => {
        toast.success(`Refund of ${count} queued. ${buyerName || "The buyer"} will get an e-mail.`);
        setOpen(false);
        router.refresh();
      },
    });
  }

  return (
    <>
      <Button variant="outline" onClick={openDialog} aria-label={`Refund ${buyerName || "this order"}`}>
        Refund
      </Button>
      <Dialog open={open} title="Refund tickets" onClose={() => !busy && setOpen(false)} closable={!busy}>
        <FormGrid onSubmit={onSubmit} className="gap-4 text-left text-ink">
          <fieldset className="grid gap-2">
            <legend className={labelClassName}>Tickets of {buyerName || "this order"} to refund</legend>
            {live.map((ticket) => (
              <label key={ticket._id} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name="ticketIds"
                  value={ticket._id}
                  checked={chosen.includes(ticket._id)}
                  onChange={(event) => toggle(ticket._id, event.target.checked)}
                  className="size-5"
                />
                <span>
                  {ticket.label} · {ticket.typeName} · <Money naira={ticket.price} />
                  {ticket.checkedIn ? <span className="text-muted"> · checked in</span> : null}
                </span>
              </label>
            ))}
          </fieldset>
          <div>
            <TextArea
              id={`refund-reason-${orderId}`}
              name="reason"
              label="Reason"
              maxLength={500}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <p className="text-sm">
            The buyer gets <Money naira={total} className="font-semibold" /> back; refunded tickets stop working at once.
          </p>
          <FieldError id={errorId} message={error} />
          <SubmitButton busy={busy} busyLabel="Refunding...">
            {`Refund ${count}`}
          </SubmitButton>
        </FormGrid>
      </Dialog>
    </>
  );
}
