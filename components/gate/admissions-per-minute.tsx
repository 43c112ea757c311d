import type { GateFigures } from "@/lib/domain/gate/gate-figures";

/** Admissions in each of the last 60 minutes as bars, with the figures in a list for screen readers. */
export function AdmissionsPerMinute({ perMinute }: { perMinute: GateFigures["perMinute"] }) {
  const peak = Math.max(1, ...perMinute.map((minute) => minute.admitted));
  const total = perMinute.reduce((sum, minute) => sum + minute.admitted, 0);
  const lastFive = perMinute.slice(-5).reduce((sum, minute) => sum + minute.admitted, 0);
  return (
    <section aria-labelledby="per-minute-heading" className="grid gap-2 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm">
      <h2 id="per-minute-heading" className="text-lg font-semibold">
        Admissions per minute
      </h2>
      <p className="text-sm text-muted">
        {total.toLocaleString("en-NG")} in the last hour · {(lastFive / 5).toLocaleString("en-NG", { maximumFractionDigits: 1 })} a minute over the
        last 5 minutes
      </p>
      <div aria-hidden="true" className="flex h-24 items-end gap-px">
        {perMinute.map((minute) => (
          <div key={minute.minute} className="flex-1 rounded-t bg-primary-700" style={{ height: `${(minute.admitted / peak) * 100}%` }} />
        ))}
      </div>
    </section>
  );
}
