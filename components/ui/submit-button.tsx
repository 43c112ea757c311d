import type { ReactNode } from "react";
import { primaryButton } from "@/components/ui/button-styles";

/**
 * The form's submit button. While busy it says so and refuses clicks, but stays focusable
 * (aria-disabled rather than disabled) so keyboard users do not lose their place.
 */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
      className={`${primaryButton} w-full`}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
