import type { ReactNode } from "react";
import { TicketCard } from "@/components/tickets/ticket-card";
import { TicketPrintArea } from "@/components/tickets/ticket-print-area";
import type { BuyerTicket } from "@/lib/domain/tickets/buyer-tickets";

type OrderTicketListProps = {
  tickets: BuyerTicket[];
  /** Actions under each card (e.g. selling it back); not printed. */
  footerOf?: (ticket: BuyerTicket) => ReactNode;
};

/** An order's tickets, one card each, and all that a printout of the page keeps. */
export function OrderTicketList({ tickets, footerOf }: OrderTicketListProps) {
  return (
    <TicketPrintArea>
      <ul className="grid gap-6">
        {tickets.map((ticket) => (
          <li key={ticket._id}>
            <TicketCard ticket={ticket} footer={footerOf?.(ticket)} />
          </li>
        ))}
      </ul>
    </TicketPrintArea>
  );
}
