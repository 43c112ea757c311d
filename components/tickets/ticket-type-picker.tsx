"use client";

import { inputClassName } from "@/components/ui/field";
import type { PublicTicketType } from "@/lib/domain/ticket-types/serialize-ticket-type";
import { koboText, priceText, ticketFees, type FeeMode } from "@/components/events/price/ticket-fees";

type PickerProps = {
  types: PublicTicketType[];
  /** Who pays the fees: each type shows what one costs the buyer. */
  feeMode: FeeMode;
  quantities: Record<string, string>;
  onChange: (typeId: string, value: string) => void;
  error?: string;
};

/** Why a type cannot be bought now, or null. */
export function typeClosedReason(type: PublicTicketType): string | null {
  if (type.state === "sold_out") return "Sold out";
  if (type.state === "ended") return "Sales ended";
  if (type.state === "not_yet")
    return `On sale from ${new Date(type.salesStart as string).toLocaleString("en-NG", { timeZone: "Africa/Lagos", dateStyle: "medium", timeStyle: "short" })}`;
  return null;
}

/** One quantity per ticket type, within its per-order limits and what is left. */
export function TicketTypePicker({ types, feeMode, quantities, onChange, error }: PickerProps) {
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? "tickets-error" : undefined}>
      <legend className="mb-1 font-medium">Tickets</legend>
      {types.map((type) => {
        const closed = typeClosedReason(type);
        const id = `tickets-${type._id}`;
        const fees = ticketFees(type.price, feeMode);
        return (
          // A grid, not a flex row: the name and price keep the room the 6 rem quantity box leaves them.
          <div key={type._id} className="grid grid-cols-[minmax(0,1fr)_6rem] items-center gap-3 rounded-xl border border-zinc-200 p-3">
            <div className="min-w-0">
              <label htmlFor={id} className="font-semibold">
                {type.name} tickets
              </label>
              <p className="text-sm text-muted">
                {priceText(fees.totalKobo / 100)}
                {fees.feeKobo > 0 ? ` (incl. ${koboText(fees.feeKobo)} fees)` : null}
                {type.description ? ` · ${type.description}` : null}
              </p>
              <p className="text-sm text-muted">
                {closed ?? `${type.minPerOrder > 1 ? `At least ${type.minPerOrder}, ` : ""}up to ${Math.min(type.maxPerOrder, type.left)} per order`}
                {!closed && type.resale > 0 && type.left === type.resale ? " · sold back by holders, at face value" : null}
              </p>
            </div>
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={0}
              max={Math.min(type.maxPerOrder, type.left)}
              step={1}
              disabled={closed !== null}
              value={quantities[type._id] ?? "0"}
              onChange={(event) => onChange(type._id, event.target.value)}
              className={`${inputClassName} disabled:cursor-not-allowed disabled:bg-zinc-100`}
            />
          </div>
        );
      })}
      {error ? (
        <p id="tickets-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
