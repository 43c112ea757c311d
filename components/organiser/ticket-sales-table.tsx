import { RefundOrderButton } from "@/components/refunds/refund-order-button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import { Money } from "@/components/ui/money";
import { eventTitleOrFallback, formatCount } from "@/lib/platform/format";
import type { OrderTicket } from "@/lib/domain/organiser/order-tickets";
import type { TicketSale } from "@/lib/domain/organiser/ticket-sales";

function NetAmount({ sale }: { sale: TicketSale }) {
  return (
    <>
      <Money naira={sale.netAmount} />
      {sale.refundedQuantity > 0 ? (
        <span className="block text-sm text-muted">
          {sale.status === "refunded" ? "Refunded" : `${sale.refundedQuantity} refunded`}: <Money naira={sale.refundedAmount} />
        </span>
      ) : null}
    </>
  );
}

type TicketSalesTableProps = {
  sales: TicketSale[];
  /** The tickets of each order, for its refund dialog. */
  tickets: Map<string, OrderTicket[]>;
  /** This page's number, or null on a page found by key (its place is not counted). */
  page: number | null;
  pages: number;
};

/** Paid orders, net of refunds, each with its refund button. */
export function TicketSalesTable({ sales, tickets, page, pages }: TicketSalesTableProps) {
  const columns: Column<TicketSale>[] = [
    { key: "buyer", header: "Buyer", rowHeader: true, cell: (sale) => sale.buyerName },
    { key: "email", header: "Email", className: "break-all", cell: (sale) => <span className="block min-w-48">{sale.buyerEmail}</span> },
    { key: "event", header: "Event", cell: (sale) => eventTitleOrFallback(sale.eventTitle) },
    {
      key: "tickets",
      header: "Tickets",
      cell: (sale) => (
        <>
          {formatCount(sale.quantity)}
          <span className="block text-sm text-muted">{sale.ticketTypes}</span>
        </>
      ),
    },
    { key: "amount", header: "Amount", cell: (sale) => <NetAmount sale={sale} /> },
    { key: "date", header: "Date", cell: (sale) => <DateTime value={sale.paidAt} /> },
    { key: "reference", header: "Reference", className: "font-mono text-xs", cell: (sale) => sale.reference },
    {
      key: "refund",
      header: "Refund",
      cell: (sale) => <RefundOrderButton orderId={sale._id} buyerName={sale.buyerName} tickets={tickets.get(sale._id) ?? []} />,
    },
  ];
  return (
    <DataTable
      id="ticket-sales"
      caption={page !== null ? `Ticket sales, page ${page} of ${pages}` : "Ticket sales, newest first"}
      columns={columns}
      rows={sales}
      rowKey={(sale) => String(sale._id)}
      minWidth="min-w-[64rem]"
      empty={{ title: "No ticket sales yet" }}
    />
  );
}
