"use client";

import { useDeferredValue, useState } from "react";
import { GroupAdmit } from "@/components/gate/group-admit";
import { TextField } from "@/components/ui/field";
import type { LocalTicket } from "@/lib/gate/offline/gate-db";

const MOST_MATCHES = 10;

function matches(tickets: Map<string, LocalTicket>, query: string): LocalTicket[] {
  const words = query.trim().toLowerCase();
  if (words.length < 2) return [];
  const digits = words.replace(/\D/g, "");
  const found: LocalTicket[] = [];
  for (const ticket of tickets.values()) {
    const hit =
      ticket.name.toLowerCase().includes(words) ||
      ticket.code.toLowerCase().startsWith(words) ||
      (digits.length >= 4 && ticket.phone.replace(/\D/g, "").includes(digits));
    if (hit) found.push(ticket);
    if (found.length >= MOST_MATCHES) break;
  }
  return found;
}

/** Finds a holder on the device's own list by name, phone or code, and lets their order in together. */
export function AttendeeLookup({ tickets, onAdmit }: { tickets: Map<string, LocalTicket>; onAdmit: (codes: string[]) => Promise<void> }) {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const found = matches(tickets, deferred);
  const orders = [...new Set(found.map((ticket) => ticket.order || ticket.code))];

  return (
    <section aria-labelledby="lookup-heading" className="grid gap-3">
      <h2 id="lookup-heading" className="text-lg font-semibold">
        Find a ticket holder
      </h2>
      <TextField
        id="lookup"
        label="Name, phone or code"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
      />
      {deferred.trim().length >= 2 && found.length === 0 ? <p className="text-muted">No ticket on this device matches “{deferred.trim()}”.</p> : null}
      <ul className="grid gap-3">
        {orders.map((order) => (
          <li key={order}>
            <GroupAdmit tickets={[...tickets.values()].filter((ticket) => (ticket.order || ticket.code) === order)} onAdmit={onAdmit} />
          </li>
        ))}
      </ul>
    </section>
  );
}
