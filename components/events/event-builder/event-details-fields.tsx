import { TextField } from "@/components/ui/field";
import { NumberField } from "@/components/ui/number-field";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { FIELD_LABELS, type CategoryOption, type EventField, type EventValues } from "@/components/events/event-builder/event-fields";
import { ParkingChoice } from "@/components/events/event-builder/parking-choice";
import type { FieldMessages } from "@/lib/browser/call-api";

type EventFieldsProps = {
  values: EventValues;
  errors: FieldMessages;
  categories: CategoryOption[];
  today: string;
  /** Render only these fields (a live event); all of them when absent. */
  only?: ReadonlySet<string>;
};

/** The event part of the form (without the image), prefilled from `values`. */
export function EventFields({ categories, values, errors, today, only }: EventFieldsProps) {
  const shown = (field: EventField) => !only || only.has(field);
  // Dates may not be in the past, but an event that already started keeps its start date.
  const minDate = (value?: string) => (value && value < today ? value : today);
  const common = (field: EventField) => ({ id: field, name: field, label: FIELD_LABELS[field], defaultValue: values[field], error: errors[field] });
  const text = (field: EventField) => (shown(field) ? <TextField {...common(field)} required autoComplete="off" /> : null);
  const area = (field: EventField, required = false) =>
    shown(field) ? <TextArea {...common(field)} required={required} optional={!required} /> : null;
  const date = (field: EventField) => (shown(field) ? <TextField {...common(field)} type="date" min={minDate(values[field])} required /> : null);
  const time = (field: EventField) => (shown(field) ? <TextField {...common(field)} type="time" required /> : null);
  // Seating is optional: a standing event leaves both empty.
  const seating = (field: EventField, hint: string) => (shown(field) ? <NumberField {...common(field)} hint={hint} /> : null);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">{text("eventTitle")}</div>
      {shown("eventDescription") ? <div className="sm:col-span-2">{area("eventDescription", true)}</div> : null}
      {text("eventLocation")}
      {shown("eventCategory") ? (
        <SelectField {...common("eventCategory")} defaultValue={values.eventCategory ?? ""} required>
          <option value="">Select a category</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.categoryName}
            </option>
          ))}
        </SelectField>
      ) : null}
      {date("startDate")}
      {time("startTime")}
      {date("endDate")}
      {time("endTime")}
      {area("eventAgenda")}
      {area("eventRule")}
      {seating("totalTableNumber", "Optional: leave empty for a standing event")}
      {seating("totalSeatNumber", "Optional: numbered seats, handed out in order of purchase")}
      {shown("parkingAccess") ? <ParkingChoice value={values.parkingAccess} error={errors.parkingAccess} /> : null}
    </div>
  );
}
