import Image from "next/image";
import { FIELD_LABELS, type EventField } from "@/components/events/event-builder/event-fields";
import type { OrganiserEvent } from "@/lib/domain/events/organiser-event";
import { formatNaira } from "@/lib/platform/format";

/** What a live event can no longer change, shown as text rather than as disabled inputs. */
export function LockedDetails({ event, editable }: { event: OrganiserEvent; editable: ReadonlySet<string> | null }) {
  const rows: [EventField, string][] = [
    ["eventTitle", event.eventTitle],
    ["eventDescription", event.eventDescription],
    ["eventCategory", event.eventCategory?.categoryName ?? "None"],
    ["eventAgenda", event.eventAgenda || "None"],
    ["eventRule", event.eventRule || "None"],
    ["totalTableNumber", event.totalTableNumber ? event.totalTableNumber.toLocaleString("en-NG") : "None"],
    ["totalSeatNumber", event.totalSeatNumber ? event.totalSeatNumber.toLocaleString("en-NG") : "None (free seating)"],
    ["parkingAccess", event.parkingAccess === "yes" ? "Yes" : "No"],
    ["ticketPrice", formatNaira(event.ticketPrice)],
    ["ticketQuantity", event.ticketQuantity.toLocaleString("en-NG")],
    ["ticketPurchaseLimit", event.ticketPurchaseLimit.toLocaleString("en-NG")],
    ["feeMode", event.feeMode === "pass" ? "Buyers pay the fees" : "You absorb the fees"],
  ];
  return (
    <section aria-labelledby="locked-heading" className="grid gap-4 rounded-2xl border border-zinc-200 bg-zinc-50 p-4 sm:p-6">
      <h2 id="locked-heading" className="text-lg font-semibold">
        Locked details
      </h2>
      <Image
        src={event.image.imageUrl}
        alt={`Poster for ${event.eventTitle}`}
        width={480}
        height={252}
        sizes="(min-width: 640px) 480px, 100vw"
        className="aspect-[40/21] w-full max-w-md rounded-xl bg-zinc-200 object-cover"
      />
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows
          .filter(([field]) => !editable?.has(field))
          .map(([field, value]) => (
            <div key={field} className={field === "eventDescription" ? "sm:col-span-2" : undefined}>
              <dt className="text-sm font-medium text-muted">{FIELD_LABELS[field]}</dt>
              <dd className="break-words whitespace-pre-line">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
