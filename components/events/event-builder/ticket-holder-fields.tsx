import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { FIELD_LABELS, type EventValues } from "@/components/events/event-builder/event-fields";
import type { FieldMessages } from "@/lib/browser/call-api";
import { lagosClock, lagosDate } from "@/lib/platform/time/lagos";

type HolderSettings = { ticketHolders: string; holdersAskedAt: string; transfersAllowed: boolean; transfersUntil: string | null };

/** The saved settings as the form's text values (the close of transfers as Lagos wall-clock time). */
export function ticketHolderValues(event: HolderSettings): EventValues {
  const until = event.transfersUntil ? new Date(event.transfersUntil) : null;
  return {
    ticketHolders: event.ticketHolders,
    holdersAskedAt: event.holdersAskedAt,
    transfersAllowed: event.transfersAllowed ? "yes" : "no",
    transfersUntil: until ? `${lagosDate(until)}T${lagosClock(until)}` : "",
  };
}

/** A name on each ticket and passing tickets on: the event form's "Tickets for people" settings. */
export function TicketHolderFields({ values, errors }: { values: EventValues; errors: FieldMessages }) {
  return (
    <div className="grid gap-4 border-t border-zinc-200 pt-4 sm:grid-cols-2">
      <SelectField
        id="ticketHolders"
        label={FIELD_LABELS.ticketHolders}
        defaultValue={values.ticketHolders ?? "none"}
        error={errors.ticketHolders}
        hint="The gate list and the attendee list show the holder instead of the buyer."
      >
        <option value="none">No: the buyer holds every ticket</option>
        <option value="name">Each ticket names its holder</option>
        <option value="name_and_phone">Each ticket names its holder and their phone</option>
      </SelectField>
      <SelectField
        id="holdersAskedAt"
        label={FIELD_LABELS.holdersAskedAt}
        defaultValue={values.holdersAskedAt ?? "purchase"}
        error={errors.holdersAskedAt}
      >
        <option value="purchase">On the purchase form</option>
        <option value="later">Later, through each ticket&apos;s link, before the event</option>
      </SelectField>
      <SelectField
        id="transfersAllowed"
        label={FIELD_LABELS.transfersAllowed}
        defaultValue={values.transfersAllowed ?? "yes"}
        error={errors.transfersAllowed}
        hint="A passed-on ticket gets a new QR code; the old one stops admitting."
      >
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </SelectField>
      <TextField
        id="transfersUntil"
        type="datetime-local"
        label={FIELD_LABELS.transfersUntil}
        defaultValue={values.transfersUntil ?? ""}
        error={errors.transfersUntil}
        hint="Lagos time. Left empty: when the event starts."
      />
    </div>
  );
}
