import { EmptyState } from "@/components/ui/empty-state";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { textLink } from "@/components/ui/button-styles";
import { PrintTicketsButton } from "@/components/tickets/print-tickets-button";
import { TicketCard } from "@/components/tickets/ticket-card";
import { TicketPrintArea } from "@/components/tickets/ticket-print-area";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { listBuyerTickets } from "@/lib/domain/tickets/buyer-tickets";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "My tickets",
  robots: { index: false },
};

export default async function TicketPurchasedPage() {
  // The layout guards too, but pages render alongside it: this page must not read tickets without a user.
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=%2Fdashboard%2Fticket-purchased");
  const tickets = await listBuyerTickets(user._id);

  return (
    <div className="grid max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">My tickets</h1>
        {tickets.length > 0 ? <PrintTicketsButton /> : null}
      </div>
      {tickets.length === 0 ? (
        <EmptyState title="You have no tickets yet" action={{ href: "/event-categories", label: "Find an event", prominent: true }} />
      ) : (
        <TicketPrintArea>
          <ul className="grid gap-6">
            {tickets.map((ticket) => (
              <li key={ticket._id}>
                <TicketCard
                  ticket={ticket}
                  footer={
                    <Link href={`/user-ticket-details?ticket=${ticket._id}`} className={textLink}>
                      Open ticket
                      <span className="sr-only">
                        {" "}
                        for {ticket.event.eventTitle} ({ticket.checkInCode})
                      </span>
                    </Link>
                  }
                />
              </li>
            ))}
          </ul>
        </TicketPrintArea>
      )}
    </div>
  );
}
