const button = "inline-flex min-h-11 items-center justify-center rounded-full px-6 font-semibold";

/** White on primary-700 (4.95:1); the brand #ff5722 is too light for white text this size. */
export const primaryButton = `${button} bg-primary-700 text-white hover:bg-primary-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-60`;

export const outlineButton = `${button} border border-primary-700 text-primary-700 hover:bg-primary-50`;

export const accentButton = `${button} bg-accent text-white hover:bg-accent/90`;

export const textLink = "inline-flex min-h-11 items-center font-medium text-primary-700 underline underline-offset-4 hover:text-primary-800";

/** For actions that cannot be undone (cancelling an event): white on red-700 (6.5:1). */
export const dangerButton = `${button} bg-red-700 text-white hover:bg-red-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-60`;

export type ButtonVariant = "primary" | "outline" | "accent" | "danger" | "text";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: primaryButton,
  outline: outlineButton,
  accent: accentButton,
  danger: dangerButton,
  text: textLink,
};

/** The classes of a button (or a link that looks like one) of `variant`, then `className`. */
export function buttonClassName(variant: ButtonVariant = "primary", className = ""): string {
  return `${VARIANTS[variant]} ${className}`.trim();
}
