import { DataTable, type Column } from "@/components/ui/data-table";
import { Money } from "@/components/ui/money";
import { formatCount } from "@/lib/platform/format";
import type { TypeSales } from "@/lib/domain/organiser/sales-by-type";

const COLUMNS: Column<TypeSales>[] = [
  { key: "type", header: "Ticket type", rowHeader: true, cell: (row) => row.name },
  { key: "sold", header: "Sold", align: "right", cell: (row) => formatCount(row.tickets) },
  { key: "revenue", header: "Revenue", align: "right", cell: (row) => <Money naira={row.revenue} /> },
];

/** Tickets sold and revenue per ticket type. */
export function SalesByTypeTable({ sales, headingId = "sales-by-type-heading" }: { sales: TypeSales[]; headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        Sales by ticket type
      </h2>
      <DataTable
        id={`${headingId}-table`}
        caption="Tickets sold and revenue per ticket type"
        variant="plain"
        columns={COLUMNS}
        rows={sales}
        rowKey={(row) => row.name}
        empty={{ title: "No tickets sold yet." }}
      />
    </section>
  );
}
