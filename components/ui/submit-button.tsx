import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

type SubmitButtonProps = {
  busy: boolean;
  busyLabel: string;
  /** The form posts to a server action, so it works before (or without) the page's script. */
  worksWithoutScript?: boolean;
  children: ReactNode;
};

/**
 * The form's submit button. While busy it says so and refuses clicks, but stays focusable
 * (aria-disabled rather than disabled) so keyboard users do not lose their place. Until the page's
 * script runs it is disabled, unless the form works without it (Button).
 */
export function SubmitButton({ busy, busyLabel, worksWithoutScript, children }: SubmitButtonProps) {
  return (
    <Button type="submit" busy={busy} busyLabel={busyLabel} worksWithoutScript={worksWithoutScript} className="w-full">
      {children}
    </Button>
  );
}
