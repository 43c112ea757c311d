import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { textLink } from "@/components/ui/button-styles";
import { queryParam, type SearchParams } from "@/components/landing/query-param";
import { OrderSummary } from "@/components/tickets/order-summary";
import { OrderTicketList } from "@/components/tickets/order-ticket-list";
import { PrintTicketsButton } from "@/components/tickets/print-tickets-button";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { findPublicEvent } from "@/lib/domain/events/queries";
import { eventTitleOrFallback } from "@/lib/platform/format";
import { getBuyerOrder } from "@/lib/domain/orders/get-buyer-order";
import { listOrderTickets } from "@/lib/domain/orders/get-buyer-order";

// The buyer's own order, read with their session on every request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Your tickets",
  robots: { index: false },
};

export default async function TicketDetailsAfterPurchasePage({ searchParams }: { searchParams: SearchParams }) {
  const orderId = queryParam((await searchParams).order);
  const user = await getCurrentUser();
  if (!user) {
    const here = orderId ? `/ticket-details-after-purchase?order=${encodeURIComponent(orderId)}` : "/ticket-details-after-purchase";
    redirect(`/login?callbackUrl=${encodeURIComponent(here)}`);
  }
  if (!orderId) redirect("/dashboard/ticket-purchased");

  const [order, tickets] = await Promise.all([getBuyerOrder(user._id, orderId), listOrderTickets(user._id, orderId)]);
  if (!order) notFound();
  // A plan upgrade has no tickets; its result is the organiser's dashboard.
  if (order.kind === "plan") redirect("/dashboard/overview");
  const event = order.event ? await findPublicEvent(order.event) : null;
  const eventTitle = eventTitleOrFallback(event?.eventTitle ?? tickets[0]?.event.eventTitle);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 md:px-6 md:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Your tickets</h1>
        {tickets.length > 0 ? <PrintTicketsButton /> : null}
      </div>
      <OrderSummary order={order} eventTitle={eventTitle} />
      {tickets.length > 0 ? (
        <OrderTicketList tickets={tickets} />
      ) : order.status === "paid" ? (
        // Payment is confirmed before the tickets are written; they follow within moments.
        <p className="rounded-2xl bg-zinc-100 p-6 text-center">
          Your payment is confirmed and your tickets are being issued.{" "}
          <Link href={`/ticket-details-after-purchase?order=${encodeURIComponent(order._id)}`} className={textLink}>
            Refresh
          </Link>
        </p>
      ) : null}
      <Link href="/dashboard/ticket-purchased" className={`${textLink} w-fit print:hidden`}>
        See all your tickets
      </Link>
    </div>
  );
}
