import type { ReactNode } from "react";
import { QUICK_REMINDER } from "@/components/events/event-builder/event-fields";

/** What a live event can still change, said before the organiser publishes or edits. */
export function QuickReminder({ children }: { children?: ReactNode }) {
  return (
    <div role="note" className="rounded-xl border border-accent/30 bg-accent-50 p-4 text-sm text-accent">
      <p className="font-medium">{QUICK_REMINDER}</p>
      {children}
    </div>
  );
}
