import { textLink } from "@/components/ui/button-styles";
import { ShareTicketLink } from "@/components/tickets/holders/share-ticket-link";
import { TransferTicketForm } from "@/components/tickets/holders/transfer-ticket-form";
import type { BuyerTicket } from "@/lib/domain/tickets/buyer-tickets";

type OrderTicketActionsProps = {
  ticket: BuyerTicket;
  /** The ticket's own link, absolute (as shared). */
  url: string;
  eventTitle: string;
  order: { publicId: string; key: string };
};

/** On the order's page, under each ticket: its own link, sending it on WhatsApp, and passing it to a friend. */
export function OrderTicketActions({ ticket, url, eventTitle, order }: OrderTicketActionsProps) {
  if (ticket.status === "transferred") return <p className="text-sm font-medium">Transferred to {ticket.transferredTo ?? "someone else"}</p>;
  if (ticket.status !== "valid") return null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <a href={ticket.link} className={textLink}>
          This ticket&apos;s own link
        </a>
        <ShareTicketLink url={url} eventTitle={eventTitle} />
      </div>
      <details className="group rounded-xl border border-zinc-200 p-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold">Pass this ticket to a friend</summary>
        <div className="pt-3">
          <TransferTicketForm ticketId={ticket._id} keys={{ orderId: order.publicId, orderKey: order.key }} idPrefix={`transfer-${ticket._id}`} />
        </div>
      </details>
    </div>
  );
}
