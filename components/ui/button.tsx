"use client";

import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { buttonClassName, type ButtonVariant } from "@/components/ui/button-styles";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  /** While busy the button says `busyLabel` and refuses clicks, but stays focusable (aria-disabled, not disabled). */
  busy?: boolean;
  busyLabel?: ReactNode;
};

/** A button that is a <button>; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  busy = false,
  busyLabel,
  className,
  type = "button",
  onClick,
  children,
  "aria-disabled": disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      aria-disabled={busy || disabled || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      className={buttonClassName(variant, className)}
      {...props}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
