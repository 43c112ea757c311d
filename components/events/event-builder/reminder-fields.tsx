import { FieldError, describedBy, labelClassName } from "@/components/ui/field";
import { FIELD_LABELS, type EventValues } from "@/components/events/event-builder/event-fields";
import type { FieldMessages } from "@/lib/browser/call-api";

const OPTION =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-zinc-300 bg-white p-3 has-checked:border-primary-700 has-checked:bg-primary-50";

const OPTIONS = [
  {
    value: "on",
    label: "Remind ticket holders",
    explains: "24 hours and 2 hours before the start, by e-mail, SMS and WhatsApp, with their tickets and a map.",
  },
  { value: "off", label: "No reminders", explains: "Holders get their tickets by e-mail only." },
] as const;

/** The event form's reminder setting: on unless the organiser turns it off. */
export function ReminderFields({ values, errors }: { values: EventValues; errors: FieldMessages }) {
  const chosen = values.messageReminders === "off" ? "off" : "on";
  return (
    <fieldset
      aria-describedby={describedBy("messageReminders", errors.messageReminders)}
      aria-invalid={errors.messageReminders ? true : undefined}
      className="grid gap-2"
    >
      <legend className={labelClassName}>{FIELD_LABELS.messageReminders}</legend>
      {OPTIONS.map((option, index) => {
        const id = index === 0 ? "messageReminders" : `messageReminders-${option.value}`;
        return (
          <label key={option.value} htmlFor={id} className={OPTION}>
            <input
              id={id}
              type="radio"
              name="messageReminders"
              value={option.value}
              defaultChecked={chosen === option.value}
              aria-describedby={`${id}-explains`}
              className="mt-1 size-4 shrink-0 accent-primary-700"
            />
            <span className="min-w-0">
              <span className="block font-semibold">{option.label}</span>
              <span id={`${id}-explains`} className="block text-sm text-muted">
                {option.explains}
              </span>
            </span>
          </label>
        );
      })}
      <FieldError id="messageReminders" message={errors.messageReminders} />
    </fieldset>
  );
}
