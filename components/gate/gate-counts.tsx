import type { LocalTicket } from "@/lib/browser/gate-offline/gate-db";

const number = (value: number) => value.toLocaleString("en-NG");

/** Admitted, on this device and still to send: counted from the device's own copy of the list. */
export function GateCounts({ tickets, queued }: { tickets: Map<string, LocalTicket>; queued: number }) {
  let live = 0;
  let admitted = 0;
  let here = 0;
  for (const ticket of tickets.values()) {
    if (ticket.status === "revoked") continue;
    live += 1;
    if (ticket.status === "checked_in") admitted += 1;
    if (ticket.admittedHere) here += 1;
  }
  const figures = [
    { label: "Admitted", value: `${number(admitted)} of ${number(live)}` },
    { label: "On this device", value: number(here) },
    { label: "Waiting to sync", value: number(queued) },
  ];
  return (
    <dl aria-label="Gate counts" className="grid grid-cols-3 gap-2">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-xl bg-zinc-100 p-2">
          <dt className="text-xs font-medium text-muted">{figure.label}</dt>
          <dd className="text-lg font-semibold">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
