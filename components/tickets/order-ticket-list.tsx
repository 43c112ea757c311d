import type { ReactNode } from "react";
import { TicketCard } from "@/components/tickets/ticket-card";
import { TicketPrintArea } from "@/components/tickets/ticket-print-area";
import type { BuyerTicket } from "@/lib/domain/tickets/buyer-tickets";

/** An order's tickets, one card each, and all that a printout of the page keeps; `footerOf` adds each ticket's actions. */
export function OrderTicketList({ tickets, footerOf }: { tickets: BuyerTicket[]; footerOf?: (ticket: BuyerTicket) => ReactNode }) {
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
