import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * The form's submit button. While busy it says so and refuses clicks, but stays focusable
 * (aria-disabled rather than disabled) so keyboard users do not lose their place.
 */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" busy={busy} busyLabel={busyLabel} className="w-full">
      {children}
    </Button>
  );
}
