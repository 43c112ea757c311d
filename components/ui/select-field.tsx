import type { ReactNode, SelectHTMLAttributes } from "react";
import { FieldError, FieldHint, describedBy, hintId, inputClassName, labelClassName } from "@/components/ui/field";

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** Also the field's name unless `name` says otherwise. */
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** The <option>s. */
  children: ReactNode;
};

/** A labelled <select> with its hint and error linked through aria-describedby. */
export function SelectField({ id, label, error, hint, className = "", children, ...selectProps }: SelectFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint ? hintId(id) : undefined)}
        className={`${inputClassName} ${className}`}
        {...selectProps}
      >
        {children}
      </select>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}
