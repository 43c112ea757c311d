import type { ReactNode, TextareaHTMLAttributes } from "react";
import { FieldError, FieldHint, describedBy, hintId, inputClassName, labelClassName } from "@/components/ui/field";

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  /** Also the field's name unless `name` says otherwise. */
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Says "(optional)" after the label. */
  optional?: boolean;
};

/** A labelled multi-line text box with its hint and error linked through aria-describedby. */
export function TextArea({ id, label, error, hint, optional = false, className = "", rows = 4, ...areaProps }: TextAreaProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      <textarea
        id={id}
        name={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint ? hintId(id) : undefined)}
        className={`${inputClassName} py-2 ${className}`}
        {...areaProps}
      />
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}
