import { TextField } from "@/components/ui/field";
import { PhoneField } from "@/components/ui/phone-field";
import type { FieldMessages } from "@/lib/browser/call-api";

/** The most holders the form asks for at once: a bigger order names its holders later through each ticket's link. */
export const MAX_HOLDER_ROWS = 20;

/** Who holds each ticket, one name (and phone) per ticket, when the event asks at purchase. */
export function HolderFields({ count, withPhone, errors }: { count: number; withPhone: boolean; errors: FieldMessages }) {
  const rows = Math.min(Math.max(count, 0), MAX_HOLDER_ROWS);
  if (rows === 0) return null;
  return (
    <fieldset className="grid gap-4 rounded-xl border border-zinc-200 p-4">
      <legend className="px-1 font-semibold">Who holds each ticket</legend>
      <p className="text-sm text-muted">The name on each ticket is the name the gate checks. {errors.holders}</p>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="grid gap-3 sm:grid-cols-2">
          <TextField
            id={`holderName-${index}`}
            label={`Ticket ${index + 1}: holder's full name`}
            autoComplete="off"
            required
            error={errors[`holders.${index}.name`]}
          />
          {withPhone ? (
            <PhoneField id={`holderPhone-${index}`} label={`Ticket ${index + 1}: holder's phone`} required error={errors[`holders.${index}.phone`]} />
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

/** The holders typed in the form, in ticket order (blank phones left out). */
export function readHolders(form: FormData, count: number): { name: string; phone?: string }[] {
  return Array.from({ length: Math.min(count, MAX_HOLDER_ROWS) }, (_, index) => {
    const name = String(form.get(`holderName-${index}`) ?? "").trim();
    const phone = String(form.get(`holderPhone-${index}`) ?? "").trim();
    return { name, ...(phone ? { phone } : {}) };
  });
}
