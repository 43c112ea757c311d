import type { InputHTMLAttributes, ReactNode, Ref } from "react";

export const inputClassName =
  "min-h-11 w-full min-w-0 rounded-lg border border-zinc-500 bg-white px-4 text-base text-ink placeholder:text-zinc-500 focus-visible:border-primary-700 aria-invalid:border-red-700";

export const labelClassName = "mb-1 block text-sm font-medium text-ink";

export function errorId(id: string) {
  return `${id}-error`;
}

/** The ids an input's aria-describedby should list: its hint, then its error when there is one. */
export function describedBy(id: string, error: string | undefined, hintId?: string) {
  return [hintId, error ? errorId(id) : undefined].filter(Boolean).join(" ") || undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** A field's hint under its label, linked from the input by `${id}-hint`. */
export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={hintId(id)} className="mt-1 text-sm text-muted">
      {children}
    </p>
  );
}

export function hintId(id: string) {
  return `${id}-hint`;
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  /** Also the field's name unless `name` says otherwise. */
  id: string;
  label: string;
  error?: string;
  /** Shown before the input inside its border, e.g. a fixed "+234". */
  addon?: ReactNode;
  /** A line of help under the input. */
  hint?: ReactNode;
};

/** A labelled input with its hint and error message linked through aria-describedby. */
export function TextField({ id, label, error, addon, hint, className = "", ...inputProps }: TextFieldProps) {
  const addonId = addon ? `${id}-addon` : undefined;
  const ownHints = [addonId, hint ? hintId(id) : undefined].filter(Boolean).join(" ") || undefined;
  const input = (
    <input
      id={id}
      name={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, ownHints)}
      className={`${inputClassName} ${addon ? "rounded-l-none" : ""} ${className}`}
      {...inputProps}
    />
  );
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {addon ? (
        <div className="flex">
          <span
            id={addonId}
            className="inline-flex min-h-11 items-center rounded-l-lg border border-r-0 border-zinc-500 bg-zinc-100 px-3 font-medium text-ink"
          >
            {addon}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}
