"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";

import type { LocalTicket } from "@/lib/browser/gate-offline/gate-db";

const STATUS_TEXT = { valid: "Not yet admitted", checked_in: "Admitted", revoked: "Refunded or cancelled" } as const;

/** One order's tickets: tick the ones arriving now (3 of a group of 5, say) and admit them together. */
export function GroupAdmit({ tickets, onAdmit }: { tickets: LocalTicket[]; onAdmit: (ids: string[]) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const waiting = tickets.filter((ticket) => ticket.status === "valid");
  const holder = tickets[0]?.name || "Ticket holder";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ids = new FormData(event.currentTarget).getAll("admit").map(String);
    if (ids.length === 0) return;
    setBusy(true);
    await onAdmit(ids);
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} aria-label={`Order of ${holder}`} className="grid gap-2 rounded-xl border border-zinc-200 bg-white p-3">
      <p className="font-semibold">
        {holder} · {tickets.length === 1 ? "1 ticket" : `${tickets.length} tickets`}, {waiting.length} not yet admitted
      </p>
      <ul className="grid gap-1">
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" name="admit" value={ticket.id} disabled={ticket.status !== "valid"} className="size-5" />
              <span>
                {[ticket.code, ticket.type, ticket.seat, ticket.phoneEnd ? `phone …${ticket.phoneEnd}` : ""].filter(Boolean).join(" · ")} ·{" "}
                <span className="font-medium">{STATUS_TEXT[ticket.status]}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {waiting.length > 0 ? (
        <Button type="submit" className="w-fit" busy={busy} busyLabel="Admitting…">
          Admit selected
        </Button>
      ) : null}
    </form>
  );
}
