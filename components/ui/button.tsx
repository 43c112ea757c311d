import Link from "next/link";
import type { ButtonHTMLAttributes, ComponentProps, ReactNode, Ref } from "react";
import { accentButton, dangerButton, outlineButton, primaryButton, textLink } from "@/components/ui/button-styles";

export type ButtonVariant = "primary" | "outline" | "accent" | "danger" | "text";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: primaryButton,
  outline: outlineButton,
  accent: accentButton,
  danger: dangerButton,
  text: textLink,
};

export function buttonClassName(variant: ButtonVariant = "primary", className = ""): string {
  return `${VARIANTS[variant]} ${className}`.trim();
}

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

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

/** A link that looks like a button: it goes somewhere rather than doing something. */
export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClassName(variant, className)} {...props} />;
}
