"use client";

import { useRouter } from "next/navigation";
import { KeysetNav } from "@/components/keyset-nav";
import { Button } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import { useBusyAction } from "@/components/ui/use-busy-action";
import { toast } from "@/components/ui/use-toast";
import { WaitlistSettingsCard } from "@/components/waitlist/waitlist-settings-card";
import { callApi } from "@/lib/browser/call-api";
import type { OfferRow, WaitingRow, WaitlistOverview } from "@/lib/domain/waitlist/organiser-waitlist";

function OfferNowButton({ eventId, row }: { eventId: string; row: WaitingRow }) {
  const router = useRouter();
  const { busy, run } = useBusyAction();
  const offer = () =>
    run(async () => {
      const response = await callApi(`/api/v1/events/${eventId}/waitlist/${row._id}/offer`, { method: "POST" });
      if (!response.ok) {
        toast.error(response.message);
        return;
      }
      toast.success(`${response.message}: ${row.fullName}`);
      router.refresh();
    });
  return (
    <Button
      variant="outline"
      onClick={() => void offer()}
      busy={busy}
      busyLabel="Offering..."
      disabled={!row.fits}
      aria-label={`Offer now to ${row.fullName}`}
    >
      Offer now
    </Button>
  );
}

/** The links to the pages of who waits around this one (absent at either end). */
type WaitingPages = { first?: string; previous?: string; next?: string; last?: string };

/** The organiser's waitlist screen: conversions, offers out, who waits (a page at a time), and the settings. */
export function WaitlistManager({ overview, waitingPages }: { overview: WaitlistOverview; waitingPages: WaitingPages }) {
  const { conversions } = overview;
  const waitingColumns: Column<WaitingRow>[] = [
    { key: "position", header: "#", cell: (row) => row.position },
    { key: "name", header: "Name", rowHeader: true, cell: (row) => row.fullName },
    { key: "party", header: "Party", cell: (row) => `${row.partySize} × ${row.ticketType}` },
    { key: "joined", header: "Joined", className: "whitespace-nowrap", cell: (row) => <DateTime value={row.joinedAt} /> },
    { key: "contact", header: "Contact", className: "break-all", cell: (row) => row.contact },
    { key: "offer", header: <span className="sr-only">Offer</span>, cell: (row) => <OfferNowButton eventId={overview.eventId} row={row} /> },
  ];
  const offerColumns: Column<OfferRow>[] = [
    { key: "name", header: "Name", rowHeader: true, cell: (row) => row.fullName },
    { key: "party", header: "Party", cell: (row) => `${row.partySize} × ${row.ticketType}` },
    { key: "offered", header: "Offered", className: "whitespace-nowrap", cell: (row) => <DateTime value={row.offeredAt} /> },
    { key: "expires", header: "Held until", className: "whitespace-nowrap", cell: (row) => <DateTime value={row.expiresAt} /> },
    { key: "how", header: "How", cell: (row) => (row.byHand ? "By hand" : "In turn") },
  ];
  const figures = [
    ["Waiting", overview.waitingTotal],
    ["Offers out", overview.offers.length],
    ["Offers made", conversions.offers],
    ["Bought", conversions.bought],
    ["Expired", conversions.expired],
    ["Declined", conversions.declined],
    ["Left", conversions.left],
  ] as const;
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-zinc-200 p-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-semibold">{value.toLocaleString("en-NG")}</dd>
          </div>
        ))}
      </dl>
      <DataTable
        caption="Offers out"
        showCaption
        columns={offerColumns}
        rows={overview.offers}
        empty={{
          title: "No offers out",
          text: "When seats come back, the next person whose party fits gets them held, and a message by e-mail, SMS and WhatsApp.",
        }}
      />
      <DataTable
        caption="Waiting"
        showCaption
        columns={waitingColumns}
        rows={overview.waiting}
        minWidth="min-w-[44rem]"
        empty={{ title: "Nobody is waiting", text: "When the event or a ticket type sells out, its page takes waitlist entries." }}
      />
      {waitingPages.previous || waitingPages.next ? <KeysetNav {...waitingPages} /> : null}
      <WaitlistSettingsCard eventId={overview.eventId} settings={overview.settings} />
    </div>
  );
}
