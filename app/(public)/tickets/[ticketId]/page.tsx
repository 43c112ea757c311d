import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { queryParam, type SearchParams } from "@/components/landing/query-param";
import { outlineButton } from "@/components/ui/button-styles";
import { PrintTicketsButton } from "@/components/tickets/print-tickets-button";
import { TicketCard } from "@/components/tickets/ticket-card";
import { TicketPrintArea } from "@/components/tickets/ticket-print-area";
import { NameHolderForm } from "@/components/tickets/holders/name-holder-form";
import { ShareTicketLink } from "@/components/tickets/holders/share-ticket-link";
import { TransferTicketForm } from "@/components/tickets/holders/transfer-ticket-form";
import { ApiError } from "@/lib/platform/errors";
import { eventTitleOrFallback } from "@/lib/platform/format";
import { ownPageLink } from "@/lib/domain/mail/links";
import { ticketByLink } from "@/lib/domain/tickets/transfer/ticket-by-link";

// One ticket's own no-login link: read on every request, never indexed, its key never sent on as a referrer.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Your ticket",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { params: Promise<{ ticketId: string }>; searchParams: SearchParams };

const SECTION = "grid gap-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm print:hidden";

export default async function OneTicketPage({ params, searchParams }: Props) {
  const { ticketId } = await params;
  const key = queryParam((await searchParams).k);
  const found = await ticketByLink(ticketId, { k: key }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "not_found") return null;
    throw error;
  });
  if (!found || !key) notFound();
  const { ticket, settings } = found;
  const eventTitle = eventTitleOrFallback(ticket.event.eventTitle);
  const live = ticket.status === "valid" && !ticket.event.cancelled;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 md:px-6 md:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Your ticket</h1>
        <div className="flex flex-wrap gap-3 print:hidden">
          <ShareTicketLink url={ownPageLink(ticket.link)} eventTitle={eventTitle} />
          <PrintTicketsButton label="Save for offline" />
          <a href={`/event-details/${ticket.event._id}/calendar`} download className={outlineButton}>
            Add to calendar
          </a>
        </div>
      </div>
      <TicketPrintArea>
        <TicketCard ticket={ticket} headingLevel={2} />
      </TicketPrintArea>
      <p className="text-sm text-muted print:hidden">
        &quot;Save for offline&quot; prints this ticket or saves it as a PDF, QR code included: the door scans it from paper or a screenshot too.
      </p>
      {found.canNameHolder ? (
        <section aria-labelledby="holder-heading" className={SECTION}>
          <h2 id="holder-heading" className="text-lg font-semibold">
            Who holds this ticket
          </h2>
          <p className="text-sm text-muted">
            The organiser asks for the name{settings.ticketHolders === "name_and_phone" ? " and phone" : ""} of each ticket&apos;s holder: the gate
            checks it.
          </p>
          <NameHolderForm
            ticketId={ticket._id}
            linkKey={key}
            withPhone={settings.ticketHolders === "name_and_phone"}
            holderName={ticket.holderName}
            holderPhone={ticket.holderPhone}
          />
        </section>
      ) : null}
      {live ? (
        <section aria-labelledby="transfer-heading" className={SECTION}>
          <h2 id="transfer-heading" className="text-lg font-semibold">
            Pass this ticket to a friend
          </h2>
          {found.transferRefusal ? <p>{found.transferRefusal}.</p> : <TransferTicketForm ticketId={ticket._id} keys={{ k: key }} />}
        </section>
      ) : null}
      <p className="text-sm text-zinc-600 print:hidden">
        Anyone with this page&apos;s link can use this ticket: share it only with the person it is for.
      </p>
    </div>
  );
}
