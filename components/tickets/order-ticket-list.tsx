import { TicketCard } from "@/components/tickets/ticket-card";
import { TicketPrintArea } from "@/components/tickets/ticket-print-area";
import type { BuyerTicket } from "@/lib/domain/tickets/buyer-tickets";

/** An order's tickets, one card each, and all that a printout of the page keeps. */
export function OrderTicketList({ tickets }: { tickets: BuyerTicket[] }) {
  return (
    <TicketPrintArea>
      <ul className="grid gap-6">
        {tickets.map((ticket) => (
          <li key={ticket._id}>
            <TicketCard ticket={ticket} />
          </li>
        ))}
      </ul>
    </TicketPrintArea>
  );
}
