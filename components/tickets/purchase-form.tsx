"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { z } from "zod";
import { callApi, messagesOfZodError } from "@/lib/client/call-api";
import { SubmitButton } from "@/components/ui/submit-button";
import { FieldError, TextField, describedBy, inputClassName, labelClassName } from "@/components/ui/field";
import { payForOrder } from "@/components/payments/pay-for-order";
import { toast } from "@/components/toast/use-toast";
import { formatNaira } from "@/lib/format";
import { purchaseSchema } from "@/lib/validations/ticket";
import { useFieldErrors } from "@/components/ui/use-field-errors";
import { TicketTypePicker } from "@/components/tickets/ticket-type-picker";
import type { PublicTicketType } from "@/lib/ticket-types/serialize-ticket-type";

const FIELD_ORDER = ["fullName", "email", "numberOfTicket", "tickets", "promoCode", "needCarPackingSpace", "specialRequest"] as const;

const quoteAnswer = z.object({ totalKobo: z.number(), discountKobo: z.number(), ticketTypes: z.array(z.any()) });

/** Create-ticket answers `data` as a list whose first item is the order. */
const createdOrders = z.tuple([z.object({ _id: z.string(), status: z.string() })]).rest(z.unknown());

type PurchaseFormProps = {
  eventId: string;
  ticketPrice: number;
  purchaseLimit: number;
  ticketsAvailable: number;
  /** The types buyers can see; with one, the form keeps the single "Number of tickets" field. */
  ticketTypes: PublicTicketType[];
  parkingAvailable: boolean;
  defaults: { fullName: string; email: string };
};

const orderPage = (orderId: string) => `/ticket-details-after-purchase?order=${encodeURIComponent(orderId)}`;

/**
 * The one type's count as the form holds it when sent: a number typed before the page finished
 * loading is in the field but not yet in the component's state, and the two must not disagree.
 */
function singleTypeChoice(typed: FormDataEntryValue | null, ticketTypeId: string | undefined) {
  const count = ticketCount(typed);
  return { numberOfTicket: typed, ...(ticketTypeId && count ? { tickets: [{ ticketTypeId, quantity: count }] } : {}) };
}

/** A typed number of tickets: a whole number of at least 1, else null. */
function ticketCount(typed: FormDataEntryValue | null): number | null {
  const count = Number(typed);
  return typed !== "" && Number.isInteger(count) && count >= 1 ? count : null;
}

/** SPEC 2.16: the ticket purchase form. Paid events go on to checkout; free ones are issued at once. */
export function PurchaseForm({ eventId, ticketPrice, purchaseLimit, ticketsAvailable, ticketTypes, parkingAvailable, defaults }: PurchaseFormProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, showErrors } = useFieldErrors(FIELD_ORDER);
  const [quantity, setQuantity] = useState("1");
  const quantityField = useRef<HTMLInputElement>(null);
  const [types, setTypes] = useState(ticketTypes);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [codeText, setCodeText] = useState("");
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [quote, setQuote] = useState<{ key: string; total: number; discount: number } | null>(null);
  const perType = types.length > 1;
  const maxTickets = Math.max(1, Math.min(purchaseLimit, ticketsAvailable));
  const count = ticketCount(quantity);
  const chosen = perType
    ? types.map((type) => ({ ticketTypeId: type._id, quantity: Number(quantities[type._id] || 0) })).filter((line) => Number.isInteger(line.quantity) && line.quantity > 0)
    : types[0] && count
      ? [{ ticketTypeId: types[0]._id, quantity: count }]
      : [];
  const listTotal = chosen.reduce((sum, line) => sum + (types.find((type) => type._id === line.ticketTypeId)?.price ?? ticketPrice) * line.quantity, 0);
  const chosenKey = JSON.stringify(chosen);
  const quoteKey = `${appliedCode}|${chosenKey}`;
  const quotedKobo = appliedCode && quote?.key === quoteKey ? quote : null;
  const total = quotedKobo ? formatNaira(quotedKobo.total / 100) : chosen.length ? formatNaira(listTotal) : ticketPrice === 0 ? formatNaira(0) : "—";

  // A count typed while the page was still loading is in the field only: the total follows it too.
  useEffect(() => {
    const typed = quantityField.current?.value;
    if (typed !== undefined && typed !== "1") setQuantity(typed);
  }, []);

  // With a code applied, the server prices the order (the same computation as the purchase).
  useEffect(() => {
    if (!appliedCode) return;
    let current = true;
    void callApi(`/api/v1/events/${encodeURIComponent(eventId)}/quote`, { body: { tickets: JSON.parse(chosenKey), promoCode: appliedCode } }).then((answer) => {
      if (!current) return;
      const parsed = answer.ok ? quoteAnswer.safeParse(answer.data) : null;
      if (parsed?.success) setQuote({ key: quoteKey, total: parsed.data.totalKobo, discount: parsed.data.discountKobo });
      else if (!answer.ok) {
        showErrors({ promoCode: answer.fieldMessages.promoCode ?? answer.message, tickets: answer.fieldMessages.tickets });
      }
    });
    return () => {
      current = false;
    };
  }, [appliedCode, chosenKey, quoteKey, eventId, showErrors]);

  async function applyCode() {
    const code = codeText.trim();
    if (!code) return setAppliedCode(null);
    const answer = await callApi(`/api/v1/events/${encodeURIComponent(eventId)}/quote`, { body: { tickets: [], promoCode: code } });
    if (!answer.ok) {
      setAppliedCode(null);
      return showErrors({ promoCode: answer.fieldMessages.promoCode ?? answer.message });
    }
    const quote = quoteAnswer.safeParse(answer.data);
    if (quote.success) setTypes(quote.data.ticketTypes as PublicTicketType[]);
    setErrors({});
    setAppliedCode(code);
    toast.success("Code applied");
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const parsed = purchaseSchema.safeParse({
      fullName: form.get("fullName"),
      email: form.get("email"),
      ...(perType ? { tickets: chosen } : singleTypeChoice(form.get("numberOfTicket"), types[0]?._id)),
      promoCode: appliedCode ?? undefined,
      needCarPackingSpace: parkingAvailable ? form.get("needCarPackingSpace") : "no",
      specialRequest: form.get("specialRequest"),
    });
    if (!parsed.success) return showErrors(messagesOfZodError(parsed.error));
    if (perType && chosen.length === 0) return showErrors({ tickets: "Choose at least one ticket" });
    if (!perType && (parsed.data.numberOfTicket ?? 0) > maxTickets) {
      const reason = maxTickets < purchaseLimit ? `Only ${maxTickets} left` : `You can buy up to ${maxTickets} per buyer`;
      return showErrors({ numberOfTicket: reason });
    }
    setErrors({});
    setBusy(true);

    const answer = await callApi(`/api/v1/create/ticket/${encodeURIComponent(eventId)}`, { body: parsed.data });
    if (!answer.ok) {
      const details = Object.values(answer.fieldMessages).filter((message): message is string => Boolean(message));
      toast.error([answer.message, ...details].filter(Boolean).join(" ") || "We could not reserve your tickets. Please try again.");
      showErrors(answer.fieldMessages);
      setBusy(false);
      if (answer.status === 401) router.push(`/login?callbackUrl=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    const orders = createdOrders.safeParse(answer.data);
    if (!orders.success) {
      toast.error("We could not read your order. Check your tickets before trying again.");
      router.push("/dashboard/ticket-purchased");
      return;
    }
    const order = orders.data[0];
    if (order.status === "paid") {
      toast.success(answer.message || "Your tickets are ready");
      router.push(orderPage(order._id));
      return;
    }
    // The seats are held for this order: if checkout cannot start now, the order page offers to pay again.
    if (!(await payForOrder(order._id))) router.push(orderPage(order._id));
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField id="fullName" name="fullName" label="Full name" autoComplete="name" defaultValue={defaults.fullName} required error={errors.fullName} />
      <TextField
        id="email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        defaultValue={defaults.email}
        required
        error={errors.email}
      />
      {perType ? (
        <TicketTypePicker
          types={types}
          quantities={quantities}
          onChange={(typeId, value) => setQuantities((current) => ({ ...current, [typeId]: value }))}
          error={errors.tickets}
        />
      ) : (
      <div>
        <label htmlFor="numberOfTicket" className={labelClassName}>
          Number of tickets
        </label>
        <input
          id="numberOfTicket"
          name="numberOfTicket"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxTickets}
          step={1}
          required
          ref={quantityField}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          aria-invalid={errors.numberOfTicket ? true : undefined}
          aria-describedby={describedBy("numberOfTicket", errors.numberOfTicket, "numberOfTicket-hint")}
          className={inputClassName}
        />
        <p id="numberOfTicket-hint" className="mt-1 text-sm text-muted">
          Up to {purchaseLimit} per buyer
          {ticketsAvailable < purchaseLimit ? ` · only ${ticketsAvailable} left` : null}
        </p>
        <FieldError id="numberOfTicket" message={errors.numberOfTicket} />
      </div>
      )}
      <div>
        <label htmlFor="promoCode" className={labelClassName}>
          Promo or access code <span className="font-normal text-muted">(optional)</span>
        </label>
        <div className="flex gap-2">
          <input
            id="promoCode"
            name="promoCode"
            autoCapitalize="characters"
            value={codeText}
            onChange={(event) => setCodeText(event.target.value)}
            aria-invalid={errors.promoCode ? true : undefined}
            aria-describedby={describedBy("promoCode", errors.promoCode)}
            className={inputClassName}
          />
          <button type="button" onClick={() => void applyCode()} className="min-h-11 shrink-0 rounded-xl border border-accent px-4 font-semibold text-accent">
            Apply
          </button>
        </div>
        {appliedCode && quotedKobo ? (
          <p className="mt-1 text-sm text-green-800">
            {appliedCode.toUpperCase()} applied{quotedKobo.discount > 0 ? `: you save ${formatNaira(quotedKobo.discount / 100)}` : ""}
          </p>
        ) : null}
        <FieldError id="promoCode" message={errors.promoCode} />
      </div>
      <div>
        <label htmlFor="needCarPackingSpace" className={labelClassName}>
          Car parking space
        </label>
        <select
          id="needCarPackingSpace"
          name="needCarPackingSpace"
          defaultValue=""
          disabled={!parkingAvailable}
          aria-invalid={errors.needCarPackingSpace ? true : undefined}
          aria-describedby={describedBy("needCarPackingSpace", errors.needCarPackingSpace, parkingAvailable ? undefined : "parking-note")}
          className={`${inputClassName} disabled:cursor-not-allowed disabled:bg-zinc-100`}
        >
          <option value="">Select</option>
          <option value="yes">yes</option>
          <option value="no">no</option>
        </select>
        {parkingAvailable ? null : (
          <p id="parking-note" className="mt-1 text-sm text-muted">
            This event has no parking.
          </p>
        )}
        <FieldError id="needCarPackingSpace" message={errors.needCarPackingSpace} />
      </div>
      <div>
        <label htmlFor="specialRequest" className={labelClassName}>
          Special request <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id="specialRequest"
          name="specialRequest"
          rows={3}
          maxLength={500}
          aria-invalid={errors.specialRequest ? true : undefined}
          aria-describedby={describedBy("specialRequest", errors.specialRequest)}
          className={`${inputClassName} py-2`}
        />
        <FieldError id="specialRequest" message={errors.specialRequest} />
      </div>
      <p className="flex items-baseline justify-between gap-4 rounded-xl bg-accent-50 px-4 py-3">
        <span className="font-medium">Total</span>
        <output htmlFor={perType ? undefined : "numberOfTicket"} aria-live="polite" className="text-xl font-semibold text-accent">
          {total}
        </output>
      </p>
      <SubmitButton busy={busy} busyLabel="Loading...">
        Proceed to checkout
      </SubmitButton>
    </form>
  );
}
