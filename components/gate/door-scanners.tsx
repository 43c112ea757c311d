import Link from "next/link";
import { primaryButton, textLink } from "@/components/ui/button-styles";
import { DateTime } from "@/components/ui/date-time";
import type { DoorEvent } from "@/lib/domain/gate/door-staff";

/** Check-in staff working several events' doors: each event with a big way into its scanner. */
export function DoorScanners({ events }: { events: DoorEvent[] }) {
  return (
    <div className="grid max-w-2xl gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Your gates</h1>
        <p className="text-muted">Open the scanner of the event you are checking in at. It keeps working with no signal once opened.</p>
      </div>
      <ul className="grid gap-4">
        {events.map((event) => (
          <li key={event.id}>
            <section aria-labelledby={`door-${event.id}`} className="grid gap-3 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm">
              <div>
                <h2 id={`door-${event.id}`} className="text-lg font-semibold break-words">
                  {event.title}
                </h2>
                <p className="text-sm text-muted">
                  <DateTime value={event.startsAt} /> · {event.location}
                </p>
              </div>
              <Link href={`/scan/${event.id}`} className={`${primaryButton} min-h-14 w-full text-lg`} aria-label={`Open scanner: ${event.title}`}>
                Open scanner
              </Link>
              <Link href={`/dashboard/check-in/${event.id}`} className={`${textLink} w-fit`}>
                Check in by code or list, online
              </Link>
            </section>
          </li>
        ))}
      </ul>
    </div>
  );
}
