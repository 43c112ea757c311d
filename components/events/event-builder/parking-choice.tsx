import { FieldError, describedBy, labelClassName } from "@/components/ui/field";
import { FIELD_LABELS } from "@/components/events/event-builder/event-fields";

/** Yes or No as two large radio buttons. */
export function ParkingChoice({ value, error }: { value?: string; error?: string }) {
  const options = [
    { id: "parkingAccess", value: "yes", label: "Yes" },
    { id: "parkingAccess-no", value: "no", label: "No" },
  ];
  return (
    <fieldset aria-describedby={describedBy("parkingAccess", error)} aria-invalid={error ? true : undefined}>
      <legend className={labelClassName}>{FIELD_LABELS.parkingAccess}</legend>
      <div className="flex gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={option.id}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-zinc-500 bg-white px-4 has-checked:border-primary-700 has-checked:bg-primary-50"
          >
            <input
              id={option.id}
              type="radio"
              name="parkingAccess"
              value={option.value}
              defaultChecked={value === option.value}
              className="size-4 accent-primary-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id="parkingAccess" message={error} />
    </fieldset>
  );
}
