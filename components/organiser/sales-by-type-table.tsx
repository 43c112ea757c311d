import { formatCount, formatMoney } from "@/lib/format";
import type { TypeSales } from "@/lib/organiser/sales-by-type";

/** Tickets sold and revenue per ticket type. */
export function SalesByTypeTable({ sales, headingId = "sales-by-type-heading" }: { sales: TypeSales[]; headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        Sales by ticket type
      </h2>
      {sales.length === 0 ? (
        <p className="mt-2 text-muted">No tickets sold yet.</p>
      ) : (
        <table className="mt-3 w-full text-left">
          <thead>
            <tr className="border-b border-zinc-200 text-sm text-muted">
              <th scope="col" className="py-2 font-medium">Ticket type</th>
              <th scope="col" className="py-2 text-right font-medium">Sold</th>
              <th scope="col" className="py-2 text-right font-medium">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {sales.map((row) => (
              <tr key={row.name} className="border-b border-zinc-100 last:border-b-0">
                <th scope="row" className="py-2 font-medium">{row.name}</th>
                <td className="py-2 text-right">{formatCount(row.tickets)}</td>
                <td className="py-2 text-right">{formatMoney(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
