import { FieldError, describedBy, labelClassName } from "@/components/ui/field";
import { FIELD_LABELS, type EventValues } from "@/components/events/event-builder/event-fields";
import { PLATFORM_FEE_PERCENT, orderFees, platformFeeKobo, type FeeMode } from "@/lib/domain/fees/fee-rules";
import { CHANNEL_LABELS, PAYMENT_CHANNELS, type PaymentChannel } from "@/lib/domain/payments/channels";
import { LONG_HOLD_MINUTES } from "@/lib/domain/orders/holds/hold-windows";
import { formatMoney } from "@/lib/platform/format";
import type { FieldMessages } from "@/lib/browser/call-api";

/** The ticket price of the worked example, in kobo. */
const EXAMPLE_KOBO = 5_000_00;
const naira = (kobo: number) => formatMoney(kobo / 100);

/** What a buyer pays for the example ticket and what the organiser receives of it, by the fee rule. */
function workedExample(feeMode: FeeMode): string {
  const fees = orderFees(EXAMPLE_KOBO, feeMode);
  const receives = feeMode === "pass" ? fees.ticketsKobo : fees.ticketsKobo - platformFeeKobo(fees.ticketsKobo);
  return `A ${naira(EXAMPLE_KOBO)} ticket: the buyer pays ${naira(fees.totalKobo)}, you receive ${naira(receives)}.`;
}

const FEE_OPTIONS: { value: FeeMode; label: string; explains: string }[] = [
  {
    value: "absorb",
    label: "I absorb the fees",
    explains: `Buyers pay the ticket price; our ${PLATFORM_FEE_PERCENT} % fee comes out of your sales.`,
  },
  {
    value: "pass",
    label: "Buyers pay the fees",
    explains: "Buyers pay a booking fee and the payment processing fee on top; you get the ticket price in full.",
  },
];

const CHANNEL_NOTES: Record<PaymentChannel, string> = {
  bank_transfer: `Most Nigerian buyers pay by transfer; their seats are held up to ${LONG_HOLD_MINUTES.bank_transfer} minutes while it arrives.`,
  card: "Visa, Mastercard and Verve.",
  ussd: "Dial a code from any phone, no internet needed.",
  bank: "Pay from a bank account online.",
};

const OPTION =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-zinc-300 bg-white p-3 has-checked:border-primary-700 has-checked:bg-primary-50";

type PaymentTermsFieldsProps = {
  /** `feeMode` and `paymentChannels` (comma-separated) as saved; absent: absorb and every channel. */
  values: EventValues;
  errors: FieldMessages;
  /** Render only these fields (a live event); both when absent. */
  only?: ReadonlySet<string>;
};

/** Who pays the fees and the channels buyers may pay with: the event form's "Payments" section. */
export function PaymentTermsFields({ values, errors, only }: PaymentTermsFieldsProps) {
  const feeMode = values.feeMode === "pass" ? "pass" : "absorb";
  const chosen = new Set(values.paymentChannels ? values.paymentChannels.split(",") : PAYMENT_CHANNELS);
  return (
    <>
      {!only || only.has("feeMode") ? (
        <fieldset aria-describedby={describedBy("feeMode", errors.feeMode)} aria-invalid={errors.feeMode ? true : undefined} className="grid gap-2">
          <legend className={labelClassName}>{FIELD_LABELS.feeMode}</legend>
          {FEE_OPTIONS.map((option, index) => {
            const id = index === 0 ? "feeMode" : `feeMode-${option.value}`;
            return (
              <label key={option.value} htmlFor={id} className={OPTION}>
                <input
                  id={id}
                  type="radio"
                  name="feeMode"
                  value={option.value}
                  defaultChecked={feeMode === option.value}
                  aria-labelledby={`${id}-label`}
                  aria-describedby={`${id}-explains ${id}-example`}
                  className="mt-1 size-4 shrink-0 accent-primary-700"
                />
                <span className="min-w-0">
                  <span id={`${id}-label`} className="block font-semibold">
                    {option.label}
                  </span>
                  <span id={`${id}-explains`} className="block text-sm text-muted">
                    {option.explains}
                  </span>
                  <span id={`${id}-example`} className="block text-sm font-medium text-ink">
                    {workedExample(option.value)}
                  </span>
                </span>
              </label>
            );
          })}
          <FieldError id="feeMode" message={errors.feeMode} />
        </fieldset>
      ) : null}
      {!only || only.has("paymentChannels") ? (
        <fieldset
          aria-describedby={describedBy("paymentChannels", errors.paymentChannels, "paymentChannels-hint")}
          aria-invalid={errors.paymentChannels ? true : undefined}
          className="grid gap-2"
        >
          <legend className={labelClassName}>{FIELD_LABELS.paymentChannels}</legend>
          <p id="paymentChannels-hint" className="text-sm text-muted">
            Choose at least one. Buyers see them in this order.
          </p>
          {PAYMENT_CHANNELS.map((channel, index) => {
            const id = index === 0 ? "paymentChannels" : `paymentChannels-${channel}`;
            return (
              <label key={channel} htmlFor={id} className={OPTION}>
                <input
                  id={id}
                  type="checkbox"
                  name="paymentChannels"
                  value={channel}
                  defaultChecked={chosen.has(channel)}
                  aria-labelledby={`${id}-label`}
                  aria-describedby={`${id}-note`}
                  className="mt-1 size-4 shrink-0 accent-primary-700"
                />
                <span className="min-w-0">
                  <span id={`${id}-label`} className="block font-semibold">
                    {CHANNEL_LABELS[channel]}
                  </span>
                  <span id={`${id}-note`} className="block text-sm text-muted">
                    {CHANNEL_NOTES[channel]}
                  </span>
                </span>
              </label>
            );
          })}
          <FieldError id="paymentChannels" message={errors.paymentChannels} />
        </fieldset>
      ) : null}
    </>
  );
}
