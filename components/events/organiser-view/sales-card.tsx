import { card } from "@/components/events/organiser-view/card";
import { Figure } from "@/components/events/organiser-view/figure";
import type { OrganiserEvent } from "@/lib/domain/events/organiser-event";
import type { LateRefunds } from "@/lib/domain/organiser/late-refunds";
import { formatCount, formatKobo, formatMoney, formatNaira } from "@/lib/platform/format";

/** "2 (₦12,000)", or "None". */
const lateRefundsText = ({ count, amountKobo }: LateRefunds) => (count > 0 ? `${formatCount(count)} (${formatKobo(amountKobo)})` : "None");

/**
 * Price, tickets, revenue and check-ins of the event, and the payments that came after their hold
 * on a sold-out event and were refunded in full (buyers who paid and got no ticket).
 */
export function SalesCard({ event, lateRefunds }: { event: OrganiserEvent; lateRefunds: LateRefunds }) {
  return (
    <section aria-labelledby="sales-heading" className={card}>
      <h2 id="sales-heading" className="text-lg font-semibold">
        Sales
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <Figure label="Ticket price" value={formatNaira(event.ticketPrice)} />
        <Figure label="Tickets sold" value={`${formatCount(event.ticketSold)} of ${formatCount(event.ticketQuantity)}`} />
        <Figure label="Tickets available" value={formatCount(event.ticketsAvailable)} />
        <Figure label="Revenue" value={formatMoney(event.revenueGenerated)} />
        <Figure label="Check-ins" value={formatCount(event.checkins)} />
        <Figure label="Total attendees" value={formatCount(event.totalAttendee)} />
        <Figure label="Parking access" value={event.parkingAccess === "yes" ? "Yes" : "No"} />
        <Figure label="Late payments refunded" value={lateRefundsText(lateRefunds)} />
      </dl>
    </section>
  );
}
