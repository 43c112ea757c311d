import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { queryParam, type SearchParams } from "@/components/landing/query-param";
import { OrderSummary } from "@/components/tickets/order-summary";
import { OrderTicketList } from "@/components/tickets/order-ticket-list";
import { OrderTicketActions } from "@/components/tickets/holders/order-ticket-actions";
import { TicketResale } from "@/components/resale/ticket-resale";
import { ownPageLink } from "@/lib/domain/mail/links";
import { PrintTicketsButton } from "@/components/tickets/print-tickets-button";
import { ShareTicketsLink } from "@/components/tickets/share-tickets-link";
import { eventTitleOrFallback } from "@/lib/platform/format";
import { resaleShown } from "@/lib/domain/resale/list-for-resale";
import { orderByTicketLink } from "@/lib/domain/orders/order-by-link";
import { orderTicketsUrl } from "@/lib/domain/tickets/ticket-link";

// A no-login ticket link (e-mailed with the tickets): read on every request, never indexed, and
// its key is never sent on as a referrer.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Your tickets",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { params: Promise<{ orderId: string }>; searchParams: SearchParams };

export default async function OrderTicketsPage({ params, searchParams }: Props) {
  const { orderId } = await params;
  const key = queryParam((await searchParams).k);
  const found = await orderByTicketLink(orderId, key);
  if (!found || !key) notFound();
  const { order } = found;
  // A ticket issued by a transfer is its new holder's: the order shows the one it replaced, marked transferred.
  const tickets = found.tickets.filter((ticket) => !ticket.fromTransfer);
  const link = { orderId, key };
  const resale = await resaleShown(
    link,
    tickets.map((ticket) => ticket._id),
  );
  const eventTitle = eventTitleOrFallback(tickets[0]?.event.eventTitle);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 md:px-6 md:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Your tickets</h1>
        {tickets.length > 0 ? (
          <div className="flex flex-wrap gap-3 print:hidden">
            <ShareTicketsLink url={orderTicketsUrl(orderId)} eventTitle={eventTitle} />
            <PrintTicketsButton />
          </div>
        ) : null}
      </div>
      <OrderSummary order={order} eventTitle={eventTitle} />
      {tickets.length > 0 ? (
        <OrderTicketList
          tickets={tickets}
          footerOf={(ticket) => {
            const shown = resale.get(ticket._id);
            return (
              <>
                <OrderTicketActions ticket={ticket} url={ownPageLink(ticket.link)} eventTitle={eventTitle} order={{ publicId: orderId, key }} />
                {shown ? <TicketResale resale={shown} checkInCode={ticket.checkInCode} link={link} /> : null}
              </>
            );
          }}
        />
      ) : order.status === "paid" ? (
        <p className="rounded-2xl bg-zinc-100 p-6 text-center">
          Your payment is confirmed and your tickets are being issued. Refresh this page in a moment.
        </p>
      ) : null}
      <p className="text-sm text-zinc-600 print:hidden">
        Anyone with this page&apos;s link can see these tickets: share it only with the people they are for. Sign up with{" "}
        {found.email || "the e-mail you bought with"} to keep every ticket in one place.
      </p>
    </div>
  );
}
