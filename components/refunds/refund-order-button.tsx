"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi } from "@/lib/client/call-api";
import { outlineButton } from "@/components/ui/button-styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { FieldError, inputClassName, labelClassName } from "@/components/ui/field";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/toast/use-toast";
import { formatMoney } from "@/lib/format";
import type { OrderTicket } from "@/lib/organiser/order-tickets";
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
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (live.length === 0) return <span className="text-muted">All tickets refunded</span>;

  const whole = chosen.length === live.length;
  const total = live.filter((ticket) => chosen.includes(ticket._id)).reduce((sum, ticket) => sum + ticket.price, 0);
  const count = chosen.length === 0 ? "tickets" : chosen.length === 1 ? "1 ticket" : `${chosen.length} tickets`;

  // Starts afresh each time: after a refund the order's live tickets are fewer.
  function openDialog() {
    setChosen([]);
    setReason("");
    setError(undefined);
    setOpen(true);
  }

  function toggle(id: string, on: boolean) {
    setError(undefined);
    setChosen((current) => (on ? [...current, id] : current.filter((item) => item !== id)));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (chosen.length === 0) {
      setError("Choose at least one ticket");
      return;
    }
    setBusy(true);
    const answer = await callApi("/api/v1/refunds", {
      method: "POST",
      body: { orderId, reason: reason.trim(), ...(whole ? {} : { ticketIds: chosen }) },
    });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message || "The refund could not be started. Please try again.");
      return;
    }
    toast.success(`Refund of ${count} queued. ${buyerName || "The buyer"} will get an e-mail.`);
    setOpen(false);
    router.refresh();
  }

  return (
    <>
      <button type="button" onClick={openDialog} className={outlineButton} aria-label={`Refund ${buyerName || "this order"}`}>
        Refund
      </button>
      <Dialog open={open} title="Refund tickets" onClose={() => !busy && setOpen(false)} closable={!busy}>
        <FormGrid onSubmit={submit} className="gap-4 text-left text-ink">
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
                  {ticket.label} · {ticket.typeName} · {formatMoney(ticket.price)}
                  {ticket.checkedIn ? <span className="text-muted"> · checked in</span> : null}
                </span>
              </label>
            ))}
          </fieldset>
          <div>
            <label htmlFor={`refund-reason-${orderId}`} className={labelClassName}>
              Reason
            </label>
            <textarea
              id={`refund-reason-${orderId}`}
              name="reason"
              maxLength={500}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={`${inputClassName} py-2`}
            />
          </div>
          <p className="text-sm">
            The buyer gets <strong className="font-semibold">{formatMoney(total)}</strong> back; refunded tickets stop working at once.
          </p>
          <FieldError id={`refund-${orderId}`} message={error} />
          <SubmitButton busy={busy} busyLabel="Refunding...">
            {`Refund ${count}`}
          </SubmitButton>
        </FormGrid>
      </Dialog>
    </>
  );
}
