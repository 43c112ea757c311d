import type { ScanDisplay } from "@/components/gate/scan-messages";

/** The last scan's outcome, readable at arm's length: green to let in, red to stop. */
export function ScanVerdict({ display }: { display: ScanDisplay | null }) {
  return (
    <div role="status" aria-label="Last scan" className="min-h-20">
      {display === null ? (
        <p className="py-3 text-muted">Scan a ticket or type its code: the result shows here.</p>
      ) : (
        <div
          className={`grid gap-1 rounded-xl border-2 px-4 py-3 ${display.admit ? "border-green-700 bg-green-50 text-green-900" : "border-red-700 bg-red-50 text-red-900"}`}
        >
          <p className="text-xl font-bold">{display.title}</p>
          {display.holder ? <p className="text-lg font-semibold">{display.holder}</p> : null}
          {display.details.map((detail) => (
            <p key={detail}>{detail}</p>
          ))}
        </div>
      )}
    </div>
  );
}
