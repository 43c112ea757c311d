import { StaticImage } from "@/components/static-image";
import type { ReactNode } from "react";
import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate, formatEventTime } from "@/lib/platform/format";
import type { BuyerTicket } from "@/lib/domain/tickets/buyer-tickets";
import { Fact } from "@/components/fact";

const STATUS: Record<BuyerTicket["status"], { label: string; className: string }> = {
  valid: { label: "Valid", className: "bg-green-100 text-green-900" },
  checked_in: { label: "Checked in", className: "bg-accent-50 text-accent" },
  refunded: { label: "Refunded", className: "bg-zinc-200 text-ink" },
  transferred: { label: "Transferred", className: "bg-amber-100 text-amber-900" },
};

function seating(ticket: BuyerTicket): string {
  const { tableNumber, seatNumber } = ticket;
  if (tableNumber !== null && seatNumber !== null) return `Table ${tableNumber} · Seat ${seatNumber}`;
  if (tableNumber !== null) return `Table ${tableNumber}`;
  if (seatNumber !== null) return `Seat ${seatNumber}`;
  return "Free seating";
}

function timeRange(start: string, end: string): string {
  const from = formatEventTime(start);
  const to = formatEventTime(end);
  if (!from) return "To be announced";
  return to ? `${from} – ${to}` : from;
}

type TicketCardProps = {
  ticket: BuyerTicket;
  /** The level of the card's heading in the page's outline. */
  headingLevel?: 2 | 3;
  /** Actions under the card (e.g. a link to the ticket alone); not printed. */
  footer?: ReactNode;
};

/** One ticket as the buyer keeps it and the door reads it: event, seat, holder, check-in code and its QR code. */
export function TicketCard({ ticket, headingLevel = 2, footer }: TicketCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const title = eventTitleOrFallback(ticket.event.eventTitle);
  const headingId = `ticket-${ticket._id}`;
  const status = STATUS[ticket.status];
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-zinc-300 bg-white shadow-sm print:break-inside-avoid print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-dashed border-zinc-300 bg-primary-50 px-5 py-4">
        <Heading id={headingId} className="text-lg leading-snug font-semibold">
          {title}
        </Heading>
        <span className="flex flex-wrap gap-2">
          {ticket.event.cancelled ? <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900">Cancelled</span> : null}
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${status.className}`}>{status.label}</span>
        </span>
      </div>
      {ticket.status === "refunded" ? (
        <p className="border-b border-zinc-200 bg-zinc-50 px-5 py-3 text-sm">
          {ticket.event.cancelled ? "The organiser cancelled this event. " : null}
          This ticket was refunded and no longer admits entry; the money goes back to how you paid.
        </p>
      ) : null}
      {ticket.status === "transferred" ? (
        <p className="border-b border-zinc-200 bg-amber-50 px-5 py-3 text-sm">
          Passed on to {ticket.transferredTo ?? "someone else"}: they have a new QR code of their own, and this one no longer admits anyone.
        </p>
      ) : null}
      <div className="grid gap-5 p-5 sm:grid-cols-[minmax(0,1fr)_auto]">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label="Ticket">{ticket.ticketTypeName}</Fact>
          <Fact label="Date">{formatEventDate(ticket.event.startDate)}</Fact>
          <Fact label="Time">{timeRange(ticket.event.startTime, ticket.event.endTime)}</Fact>
          <Fact label="Venue">{eventLocationOrFallback(ticket.event.eventLocation)}</Fact>
          <Fact label="Seat">{seating(ticket)}</Fact>
          <Fact label="Parking">{ticket.parking ? "Parking space included" : "No parking"}</Fact>
          <Fact label="Holder">{ticket.holderName || "—"}</Fact>
          <div className="sm:col-span-2">
            <dt className="text-sm text-muted">Check-in code</dt>
            <dd className="font-mono text-3xl font-bold tracking-widest break-all">{ticket.checkInCode}</dd>
          </div>
        </dl>
        {ticket.status === "refunded" || ticket.status === "transferred" ? null : (
          <StaticImage
            src={ticket.qrDataUrl}
            alt={`QR code for check-in code ${ticket.checkInCode}`}
            width={160}
            height={160}
            unoptimized
            className="size-40 justify-self-center rounded-lg border border-zinc-200"
          />
        )}
      </div>
      {footer ? <div className="border-t border-zinc-200 px-5 py-3 print:hidden">{footer}</div> : null}
    </article>
  );
}
