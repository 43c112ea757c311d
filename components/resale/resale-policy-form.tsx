"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { FieldError, TextField, labelClassName } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { useBusyAction } from "@/components/ui/use-busy-action";
import { callApi, CONNECTION_ERROR, type FieldMessages } from "@/lib/browser/call-api";
import { resaleQuote, type ResalePolicy } from "@/lib/domain/resale/resale-policy";
import { formatKobo } from "@/lib/platform/format";

const EXAMPLE_KOBO = 10_000_00;
const LAGOS_OFFSET = "+01:00";

/** An instant as the Lagos wall-clock value a datetime-local input shows ("2026-12-12T18:00"). */
const lagosInputValue = (iso: string) => new Date(new Date(iso).getTime() + 3_600_000).toISOString().slice(0, 16);

type ResalePolicyFormProps = { eventId: string; policy: ResalePolicy; startsAt: string };

/** The organiser's resale policy: on or off, until when, and the fee the holder bears, with a worked example in ₦. */
export function ResalePolicyForm({ eventId, policy, startsAt }: ResalePolicyFormProps) {
  const router = useRouter();
  const { busy, run } = useBusyAction();
  const [errors, setErrors] = useState<FieldMessages>({});
  const [feePercent, setFeePercent] = useState(String(policy.feePercent));
  const [gatewayFee, setGatewayFee] = useState(policy.gatewayFee);
  const percent = Number(feePercent);
  const example = resaleQuote(
    { ...policy, feePercent: Number.isFinite(percent) ? Math.max(0, percent) : 0, gatewayFee },
    EXAMPLE_KOBO,
    EXAMPLE_KOBO,
    "absorb",
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const until = String(form.get("resaleUntil") ?? "");
    const body = {
      allowed: form.get("resaleAllowed") === "on",
      until: until ? `${until}:00${LAGOS_OFFSET}` : null,
      feePercent: Number(feePercent),
      gatewayFee,
    };
    void run(async () => {
      const response = await callApi(`/api/v1/events/${eventId}/resale`, { method: "PUT", body });
      if (!response.ok) {
        setErrors(response.fieldMessages);
        toast.error(response.message || CONNECTION_ERROR);
        return;
      }
      setErrors({});
      toast.success(response.message);
      router.refresh();
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label="Resale policy">
      <label htmlFor="resaleAllowed" className="flex min-h-11 items-center gap-3 sm:col-span-2">
        <input id="resaleAllowed" name="resaleAllowed" type="checkbox" defaultChecked={policy.allowed} className="size-5 accent-primary-700" />
        <span className="font-semibold">Let holders sell tickets back at face value</span>
      </label>
      <TextField
        id="resaleUntil"
        label="Until (Lagos time, optional)"
        type="datetime-local"
        defaultValue={policy.until ? lagosInputValue(policy.until) : ""}
        max={lagosInputValue(startsAt)}
        hint="Empty: until the event starts."
        error={errors.until}
      />
      <TextField
        id="resaleFeePercent"
        label="Resale fee (% of the price paid)"
        type="number"
        inputMode="decimal"
        min={0}
        max={50}
        step="0.5"
        value={feePercent}
        onChange={(change) => setFeePercent(change.target.value)}
        error={errors.feePercent}
      />
      <div className="sm:col-span-2">
        <label htmlFor="resaleGatewayFee" className="flex min-h-11 items-center gap-3">
          <input
            id="resaleGatewayFee"
            type="checkbox"
            checked={gatewayFee}
            onChange={(change) => setGatewayFee(change.target.checked)}
            className="size-5 accent-primary-700"
          />
          <span className={labelClassName}>The holder also bears the payment fee of the new sale (when you absorb the fees)</span>
        </label>
        <FieldError id="resaleGatewayFee" message={errors.gatewayFee} />
      </div>
      <p className="text-sm font-medium sm:col-span-2" aria-live="polite">
        A {formatKobo(EXAMPLE_KOBO)} ticket sold back: its holder gets {formatKobo(example.refundKobo)} when it sells
        {example.feeKobo > 0 ? ` (fee ${formatKobo(example.feeKobo)})` : ""}.
      </p>
      <Button type="submit" busy={busy} busyLabel="Saving…" className="sm:col-span-2 sm:w-fit">
        Save resale policy
      </Button>
    </form>
  );
}
