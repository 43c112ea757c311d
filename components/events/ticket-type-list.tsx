import type { PublicTicketType } from "@/lib/domain/ticket-types/serialize-ticket-type";
import { FeeBreakdown } from "@/components/events/price/fee-breakdown";
import { priceText, ticketFees, type FeeMode } from "@/components/events/price/ticket-fees";
import { formatLagosMoment } from "@/lib/platform/time/lagos";

/** Below this many left, a type says "Only N left". */
const FEW_LEFT = 20;

function availability(type: PublicTicketType): string {
  if (type.state === "sold_out") return "Sold out";
  if (type.state === "ended") return "Sales ended";
  if (type.state === "not_yet") return `On sale from ${formatLagosMoment(new Date(type.salesStart as string))}`;
  const limits = `up to ${Math.min(type.maxPerOrder, type.left)} per order`;
  return type.left <= FEW_LEFT ? `Only ${type.left} left · ${limits}` : limits;
}

/**
 * The event's ticket types as buyers see them: what one costs them (fees included when they pay
 * them, with the breakdown under it), what is included, and whether it is on sale.
 */
export function TicketTypeList({ types, feeMode }: { types: PublicTicketType[]; feeMode: FeeMode }) {
  return (
    <ul className="mt-3 grid gap-2">
      {types.map((type) => (
        <li key={type._id} className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4 rounded-lg bg-zinc-50 px-3 py-3">
          <span className="min-w-0">
            <span className="block font-medium">{type.name}</span>
            {type.description ? <span className="block text-sm text-ink/80">{type.description}</span> : null}
            <span className="block text-sm text-muted">{availability(type)}</span>
          </span>
          <span className={`text-lg font-semibold ${type.state === "on_sale" ? "text-accent" : "text-muted line-through"}`}>
            {priceText(type.allInPrice)}
          </span>
          {type.state === "on_sale" ? <FeeBreakdown fees={ticketFees(type.price, feeMode)} align="end" className="col-span-2" /> : null}
        </li>
      ))}
    </ul>
  );
}
