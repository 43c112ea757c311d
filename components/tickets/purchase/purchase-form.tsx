"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { callApi, type ApiSuccess } from "@/lib/browser/call-api";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/field";
import { NumberField } from "@/components/ui/number-field";
import { useApiForm } from "@/components/ui/use-api-form";
import { payForOrder } from "@/components/payments/pay-for-order";
import { toast } from "@/components/ui/use-toast";
import { checkPurchase } from "@/lib/domain/validations/purchase-form-checks";
import { PhoneField } from "@/components/ui/phone-field";
import { TicketTypePicker } from "@/components/tickets/ticket-type-picker";
import { ExtraFields } from "@/components/tickets/purchase/extra-fields";
import { HolderFields, MAX_HOLDER_ROWS, readHolders } from "@/components/tickets/purchase/holder-fields";
import { PromoCodeField } from "@/components/tickets/purchase/promo-code-field";
import { chosenLines, listTotal, singleTypeChoice } from "@/components/tickets/purchase/ticket-choice";
import { recallChoice, rememberChoice } from "@/components/tickets/purchase/remembered-choice";
import { usePromoQuote } from "@/components/tickets/purchase/use-promo-quote";
import { readCreatedOrder } from "@/components/tickets/purchase/read-responses";
import type { PublicTicketType } from "@/lib/domain/ticket-types/serialize-ticket-type";
import { FormGrid } from "@/components/ui/form-grid";
import { OrderTotal } from "@/components/tickets/purchase/order-total";
import { PayChannelChoice } from "@/components/tickets/purchase/pay-channel-choice";
import { orderFees, type FeeMode, type OrderFees } from "@/lib/domain/fees/fee-rules";
import type { PaymentChannel } from "@/lib/domain/payments/channels";

const FIELD_ORDER = ["fullName", "email", "phoneNo", "promoCode", "numberOfTicket", "tickets", "needCarPackingSpace", "specialRequest"] as const;

/** Who is buying: a signed-in account (its name and e-mail filled in), or a guest who gives a phone number too. */
export type Buyer = { kind: "account"; fullName: string; email: string } | { kind: "guest" };

type PurchaseFormProps = {
  eventId: string;
  ticketPrice: number;
  /** Who pays the fees: the total is what the checkout will charge. */
  feeMode: FeeMode;
  /** The channels the event accepts, bank transfer first. */
  paymentChannels: PaymentChannel[];
  purchaseLimit: number;
  ticketsAvailable: number;
  /** The types buyers can see; with one, the form keeps the single "Number of tickets" field. */
  ticketTypes: PublicTicketType[];
  parkingAvailable: boolean;
  buyer: Buyer;
  /** Asked at purchase: a holder per ticket, with their phone or not (docs/tickets-for-people.md). */
  holders?: "name" | "name_and_phone";
};

const orderPage = (orderId: string) => `/ticket-details-after-purchase?order=${encodeURIComponent(orderId)}`;

/** SPEC 2.16: the ticket purchase form. Paid events go on to checkout; free ones are issued at once. */
export function PurchaseForm({
  eventId,
  ticketPrice,
  feeMode,
  paymentChannels,
  purchaseLimit,
  ticketsAvailable,
  ticketTypes,
  parkingAvailable,
  buyer,
  holders,
}: PurchaseFormProps) {
  const guest = buyer.kind === "guest";
  const router = useRouter();
  const { busy, errors, setErrors, showErrors, submit } = useApiForm(FIELD_ORDER);
  const [quantity, setQuantity] = useState("1");
  const quantityField = useRef<HTMLInputElement>(null);
  const [types, setTypes] = useState(ticketTypes);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [codeText, setCodeText] = useState("");
  const [payBy, setPayBy] = useState<PaymentChannel | undefined>(paymentChannels[0]);
  const perType = types.length > 1;
  const maxTickets = Math.max(1, Math.min(purchaseLimit, ticketsAvailable));
  const chosen = chosenLines(types, quantities, quantity);
  const promo = usePromoQuote({ eventId, lines: chosen, showErrors, clearErrors: () => setErrors({}), onTypes: setTypes });
  // With a code the server's quote prices the order; without, the list prices do, by the same fee rule.
  const quoted = promo.quote;
  const fees: OrderFees | null = quoted
    ? {
        feeMode,
        ticketsKobo: quoted.ticketsKobo,
        platformFeeKobo: quoted.platformFeeKobo,
        gatewayFeeKobo: quoted.gatewayFeeKobo,
        feeKobo: quoted.feeKobo,
        totalKobo: quoted.totalKobo,
      }
    : chosen.length
      ? orderFees(Math.round(listTotal(chosen, types, ticketPrice) * 100), feeMode)
      : ticketPrice === 0
        ? orderFees(0, feeMode)
        : null;
  // Nothing to pay (a free event, or a code that makes it free): no way of paying to choose.
  const paying = fees === null || fees.totalKobo > 0;

  // The recall below runs once, with the code's apply of the first render: read through a ref.
  const applyCode = useRef(promo.applyCode);
  useEffect(() => {
    applyCode.current = promo.applyCode;
  });

  // Back from a declined payment or from logging in: the tickets and code chosen before. A count
  // typed while the page was still loading is in the field only: the total follows it too.
  useEffect(() => {
    const recalled = recallChoice(eventId);
    if (recalled) {
      // Read once after hydration: the server cannot see this tab's storage, so it cannot be the initial state.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setQuantity(recalled.quantity);
      setQuantities(recalled.quantities);
      if (recalled.code) {
        setCodeText(recalled.code);
        void applyCode.current(recalled.code);
      }
    }
    const typed = quantityField.current?.value;
    if (typed !== undefined && typed !== "1" && !recalled) setQuantity(typed);
  }, [eventId]);
  const appliedCode = promo.appliedCode;
  useEffect(
    () => rememberChoice(eventId, { quantity, quantities, ...(appliedCode ? { code: appliedCode } : {}) }),
    [eventId, quantity, quantities, appliedCode],
  );

  async function onOrdered(response: ApiSuccess) {
    const order = readCreatedOrder(response.data);
    if (!order) {
      toast.error("We could not read your order. Check your tickets before trying again.");
      router.push("/dashboard/ticket-purchased");
      return;
    }
    const page = order.ticketsUrl ?? orderPage(order._id);
    if (order.status === "paid") {
      toast.success(response.message || "Your tickets are ready");
      router.push(page);
      return;
    }
    // The seats are held for this order: if checkout cannot start now, the order page offers to pay
    // again (a guest has none until paid: the button stays for another try).
    if (await payForOrder(order._id, paying ? payBy : undefined)) return;
    if (guest) toast.error("Checkout could not start. Your tickets stay held for 15 minutes: press the button again.");
    else router.push(page);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // A code typed but not applied is applied now (or the buyer is told why not), so what is
    // charged is the total they were shown with it.
    let code = promo.appliedCode;
    const typedCode = codeText.trim();
    if (typedCode && typedCode.toUpperCase() !== code?.toUpperCase()) {
      if (!(await promo.applyCode(typedCode))) return;
      code = typedCode;
    }
    const typed = (field: string) => String(form.get(field) ?? "");
    const parsed = checkPurchase({
      fullName: typed("fullName"),
      email: typed("email"),
      ...(guest ? { phoneNo: typed("phoneNo") } : {}),
      ...(perType ? { tickets: chosen } : singleTypeChoice(typed("numberOfTicket"), types[0]?._id)),
      promoCode: code ?? undefined,
      needCarPackingSpace: parkingAvailable ? typed("needCarPackingSpace") : "no",
      specialRequest: typed("specialRequest"),
    });
    const ticketCount = chosen.reduce((sum, line) => sum + line.quantity, 0);
    // Named holders travel with the order; more tickets than the form asks for are named later.
    const named = holders && ticketCount <= MAX_HOLDER_ROWS ? { holders: readHolders(form, ticketCount) } : {};
    let problem: Record<string, string> | null = null;
    if (parsed.success && !perType && (parsed.data.numberOfTicket ?? 0) > maxTickets) {
      problem = { numberOfTicket: maxTickets < purchaseLimit ? `Only ${maxTickets} left` : `You can buy up to ${maxTickets} per buyer` };
    }
    void submit({
      checked: problem ? { success: false, fieldMessages: problem } : parsed.success ? { ...parsed, data: { ...parsed.data, ...named } } : parsed,
      send: (body) => {
        const id = encodeURIComponent(eventId);
        return callApi(guest ? `/api/v1/events/${id}/guest-tickets` : `/api/v1/create/ticket/${id}`, { body });
      },
      failure: null,
      onRefused: (response) => {
        const details = Object.values(response.fieldMessages).filter((message): message is string => Boolean(message));
        toast.error([response.message, ...details].filter(Boolean).join(" ") || "We could not reserve your tickets. Please try again.");
        showErrors(response.fieldMessages);
        if (response.status === 401) router.push(`/login?callbackUrl=${encodeURIComponent(window.location.pathname)}`);
        return true;
      },
      keepBusy: true,
      onDone: onOrdered,
    });
  }

  return (
    <FormGrid onSubmit={(event) => void onSubmit(event)}>
      <TextField id="fullName" label="Full name" autoComplete="name" defaultValue={guest ? "" : buyer.fullName} required error={errors.fullName} />
      <TextField
        id="email"
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        defaultValue={guest ? "" : buyer.email}
        required
        error={errors.email}
        hint={guest ? "Your tickets are sent here." : undefined}
      />
      {guest ? <PhoneField id="phoneNo" label="Phone number" required error={errors.phoneNo} /> : null}
      {/* Above the types: an access code can add hidden types to the list. */}
      <PromoCodeField
        text={codeText}
        onTextChange={setCodeText}
        appliedCode={promo.appliedCode}
        discountKobo={promo.quote?.discountKobo ?? null}
        onApply={(code) => void promo.applyCode(code)}
        error={errors.promoCode}
      />
      {perType ? (
        <TicketTypePicker
          types={types}
          feeMode={feeMode}
          quantities={quantities}
          onChange={(typeId, value) => setQuantities((current) => ({ ...current, [typeId]: value }))}
          error={errors.tickets}
        />
      ) : (
        <NumberField
          id="numberOfTicket"
          label="Number of tickets"
          min={1}
          max={maxTickets}
          required
          ref={quantityField}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          error={errors.numberOfTicket}
          hint={`Up to ${purchaseLimit} per buyer${ticketsAvailable < purchaseLimit ? ` · only ${ticketsAvailable} left` : ""}`}
        />
      )}
      {holders ? (
        <HolderFields count={chosen.reduce((sum, line) => sum + line.quantity, 0)} withPhone={holders === "name_and_phone"} errors={errors} />
      ) : null}
      <ExtraFields parkingAvailable={parkingAvailable} errors={errors} />
      <OrderTotal fees={fees} outputFor={perType ? undefined : "numberOfTicket"} />
      {paying && payBy ? <PayChannelChoice channels={paymentChannels} value={payBy} onChange={setPayBy} /> : null}
      <SubmitButton busy={busy} busyLabel="Loading...">
        Proceed to checkout
      </SubmitButton>
    </FormGrid>
  );
}
