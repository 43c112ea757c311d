import { MoneyField } from "@/components/ui/money-field";
import { NumberField } from "@/components/ui/number-field";
import { FIELD_LABELS, type EventValues } from "@/components/events/event-builder/event-fields";
import type { FieldMessages } from "@/lib/browser/call-api";

/** Price, quantity and purchase limit. */
export function TicketFields({ values, errors }: { values: EventValues; errors: FieldMessages }) {
  return (
    <>
      <MoneyField
        id="ticketPrice"
        label={FIELD_LABELS.ticketPrice}
        defaultValue={values.ticketPrice}
        required
        error={errors.ticketPrice}
        hint="we don't charge for free ticket"
      />
      {(["ticketQuantity", "ticketPurchaseLimit"] as const).map((field) => (
        <NumberField key={field} id={field} label={FIELD_LABELS[field]} defaultValue={values[field]} required error={errors[field]} min={1} />
      ))}
    </>
  );
}
