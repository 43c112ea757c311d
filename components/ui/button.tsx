"use client";

import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { buttonClassName, type ButtonVariant } from "@/components/ui/button-styles";
import { useHydrated } from "@/components/ui/use-hydrated";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  /** While busy the button says `busyLabel` and refuses clicks, but stays focusable (aria-disabled, not disabled). */
  busy?: boolean;
  busyLabel?: ReactNode;
  /** A submit button whose form posts to a server action, and so works before (or without) the page's script. */
  worksWithoutScript?: boolean;
};

/**
 * A button that is a <button>; `type` defaults to "button" so it never submits a form by accident.
 *
 * A submit button is disabled until the page's script runs, unless its form works without it: a
 * form the script handles, sent before that, would post to the page, which comes back afresh
 * without what was typed (a ticket count, an amount). Disabled, it cannot be pressed, nor the form
 * sent with Enter.
 */
export function Button({
  variant,
  busy = false,
  busyLabel,
  className,
  type = "button",
  worksWithoutScript = false,
  onClick,
  children,
  disabled,
  "aria-disabled": ariaDisabled,
  ...props
}: ButtonProps) {
  const waitsForScript = !useHydrated() && type === "submit" && !worksWithoutScript;
  return (
    <button
      type={type}
      disabled={disabled || waitsForScript}
      aria-disabled={busy || ariaDisabled || undefined}
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
