import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { textLink } from "@/components/ui/button-styles";
import { queryParam, type SearchParams } from "@/components/landing/query-param";
import { PrintTicketsButton } from "@/components/tickets/print-tickets-button";
import { TicketResale } from "@/components/resale/ticket-resale";
import { TicketCard } from "@/components/tickets/ticket-card";
import { TicketPrintArea } from "@/components/tickets/ticket-print-area";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { resaleShown } from "@/lib/domain/resale/list-for-resale";
import { getBuyerTicket } from "@/lib/domain/tickets/buyer-tickets";

// The holder's own ticket, read with their session on every request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Your ticket",
  robots: { index: false },
};

export default async function UserTicketDetailsPage({ searchParams }: { searchParams: SearchParams }) {
  const ticketId = queryParam((await searchParams).ticket);
  const user = await getCurrentUser();
  if (!user) {
    const here = ticketId ? `/user-ticket-details?ticket=${encodeURIComponent(ticketId)}` : "/user-ticket-details";
    redirect(`/login?callbackUrl=${encodeURIComponent(here)}`);
  }
  if (!ticketId) redirect("/dashboard/ticket-purchased");

  const ticket = await getBuyerTicket(user._id, ticketId);
  if (!ticket) notFound();
  const resale = (await resaleShown({ userId: user._id }, [ticket._id])).get(ticket._id);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 md:px-6 md:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Your ticket</h1>
        <PrintTicketsButton label="Print ticket" />
      </div>
      <TicketPrintArea>
        <TicketCard ticket={ticket} footer={resale ? <TicketResale resale={resale} checkInCode={ticket.checkInCode} /> : null} />
      </TicketPrintArea>
      <Link href="/dashboard/ticket-purchased" className={`${textLink} w-fit print:hidden`}>
        See all your tickets
      </Link>
    </div>
  );
}
