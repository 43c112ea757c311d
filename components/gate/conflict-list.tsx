import { DateTime } from "@/components/ui/date-time";
import type { GateConflict } from "@/lib/domain/gate/gate-types";

/** "on this device", "at Gate B", "at device 3f9a1c" or "at the online check-in". */
const place = (side: GateConflict["standing"], deviceId: string) =>
  side.deviceId === deviceId
    ? "on this device"
    : `at ${side.gate || (side.deviceId ? `device ${side.deviceId.slice(0, 6)}` : "the online check-in")}`;

/** Tickets let in twice while devices were offline: whose admission stands and whose was refused. */
export function ConflictList({ conflicts, deviceId }: { conflicts: GateConflict[]; deviceId: string }) {
  if (conflicts.length === 0) return null;
  return (
    <section aria-labelledby="conflicts-heading" className="grid gap-2 rounded-xl border-2 border-amber-600 bg-amber-50 p-4 text-amber-950">
      <h2 id="conflicts-heading" className="font-semibold">
        Admitted twice ({conflicts.length})
      </h2>
      <ul className="grid gap-2">
        {conflicts.map((conflict) => (
          <li key={`${conflict.code}-${conflict.refused.at}`}>
            <span className="font-semibold">{conflict.holderName || conflict.code}</span> ({conflict.code}): admitted{" "}
            {place(conflict.standing, deviceId)} <DateTime value={conflict.standing.at} />, which stands; admitted again{" "}
            {place(conflict.refused, deviceId)} <DateTime value={conflict.refused.at} />.
          </li>
        ))}
      </ul>
    </section>
  );
}
