import { labelClassName } from "@/components/ui/field";
import { NumberField } from "@/components/ui/number-field";
import { FIELD_LABELS, type EventValues } from "@/components/events/event-builder/event-fields";
import { OFFER_MINUTES_DEFAULT, OFFER_MINUTES_MAX, OFFER_MINUTES_MIN } from "@/lib/domain/validations/waitlist-rules";
import type { FieldMessages } from "@/lib/browser/call-api";

const OPTION =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-zinc-300 bg-white px-3 has-checked:border-primary-700 has-checked:bg-primary-50";

/** The event form's "Waitlist" section: on or off once sold out, and how long an offer holds its seats. */
export function WaitlistBuilderFields({ values, errors }: { values: EventValues; errors: FieldMessages }) {
  const on = values.waitlistEnabled !== "no";
  return (
    <section aria-labelledby="event-waitlist-heading" className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="event-waitlist-heading" className="text-lg font-semibold">
        Waitlist
      </h2>
      <fieldset className="grid gap-2">
        <legend className={labelClassName}>{FIELD_LABELS.waitlistEnabled}</legend>
        <p className="text-sm text-muted">
          Once sold out, buyers can join a waitlist. When seats come back (a refund, an unpaid hold), the next person whose party fits gets them held
          and an e-mail with a link to pay.
        </p>
        <div className="flex flex-wrap gap-3">
          <label className={OPTION}>
            <input type="radio" id="waitlistEnabled" name="waitlistEnabled" value="yes" defaultChecked={on} className="size-5 accent-primary-700" />
            On
          </label>
          <label className={OPTION}>
            <input type="radio" name="waitlistEnabled" value="no" defaultChecked={!on} className="size-5 accent-primary-700" />
            Off
          </label>
        </div>
      </fieldset>
      <NumberField
        id="waitlistOfferMinutes"
        label={FIELD_LABELS.waitlistOfferMinutes}
        defaultValue={values.waitlistOfferMinutes ?? String(OFFER_MINUTES_DEFAULT)}
        min={OFFER_MINUTES_MIN}
        max={OFFER_MINUTES_MAX}
        hint="How long seats stay held for the person offered them before passing to the next."
        error={errors.waitlistOfferMinutes}
        className="w-32"
      />
    </section>
  );
}
