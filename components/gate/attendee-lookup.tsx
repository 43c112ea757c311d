"use client";

import { useDeferredValue, useEffect, useState } from "react";
import { GroupAdmit } from "@/components/gate/group-admit";
import { TextField } from "@/components/ui/field";
import type { LocalTicket } from "@/lib/browser/gate-offline/gate-db";
import { codeKeyOf, phoneKeyOf } from "@/lib/browser/gate-offline/list-keys-web";
import { checkInCodeOf } from "@/lib/domain/gate/ticket-payload";

const MOST_MATCHES = 10;

/** The typed text's keys: a whole code or a whole phone number is found by its hash, as the list holds no codes or phones. */
type QueryKeys = { query: string; code: string; phone: string };

function matches(tickets: Map<string, LocalTicket>, query: string, keys: QueryKeys | null): LocalTicket[] {
  const words = query.trim().toLowerCase();
  if (words.length < 2) return [];
  const hashed = keys?.query === query ? keys : null;
  const found: LocalTicket[] = [];
  for (const ticket of tickets.values()) {
    const hit =
      ticket.name.toLowerCase().includes(words) ||
      Boolean(ticket.code?.toLowerCase().startsWith(words)) ||
      (hashed !== null && (ticket.key === hashed.code || (hashed.phone !== "" && ticket.phoneKey === hashed.phone)));
    if (hit) found.push(ticket);
    if (found.length >= MOST_MATCHES) break;
  }
  return found;
}

/**
 * Finds a holder on the device's own list by name, phone or code, and lets their order in
 * together. A phone or code is matched whole, by hashing it with the list's key.
 */
export function AttendeeLookup({
  tickets,
  listKey,
  onAdmit,
}: {
  tickets: Map<string, LocalTicket>;
  listKey: string;
  onAdmit: (ids: string[]) => Promise<void>;
}) {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const [keys, setKeys] = useState<QueryKeys | null>(null);
  useEffect(() => {
    let current = true;
    const text = deferred.trim();
    if (!listKey || text.length < 2) return;
    void Promise.all([codeKeyOf(listKey, checkInCodeOf(text)), phoneKeyOf(listKey, text)]).then(([code, phone]) => {
      if (current) setKeys({ query: deferred, code, phone });
    });
    return () => {
      current = false;
    };
  }, [deferred, listKey]);
  const found = matches(tickets, deferred, keys);
  const orders = [...new Set(found.map((ticket) => ticket.order || ticket.id))];

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
            <GroupAdmit tickets={[...tickets.values()].filter((ticket) => (ticket.order || ticket.id) === order)} onAdmit={onAdmit} />
          </li>
        ))}
      </ul>
    </section>
  );
}
