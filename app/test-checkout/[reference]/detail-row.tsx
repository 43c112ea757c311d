import type { ReactNode } from "react";

/** One line of a definition list: the label on the left, the value on the right. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-zinc-200 py-3 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}

/** A value the buyer copies into another app (an account number, a USSD code): large, on a line of its own. */
export function CopyDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-b border-zinc-200 py-3 text-center last:border-b-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold tracking-widest break-all tabular-nums">{children}</dd>
    </div>
  );
}
