/** Tickets sold and revenue (naira) per ticket type name, largest revenue first. */
export type TypeSales = { name: string; tickets: number; revenue: number };

type PaidOrder = {
  quantity: number;
  amountKobo: number;
  lines?: { name: string; quantity: number; unitPriceKobo: number; discountKobo?: number | null }[] | null;
};

/** Sums paid orders by ticket type; an order from before types counts as "Regular". */
export function salesByType(orders: PaidOrder[]): TypeSales[] {
  const byName = new Map<string, { tickets: number; kobo: number }>();
  const add = (name: string, tickets: number, kobo: number) => {
    const current = byName.get(name) ?? { tickets: 0, kobo: 0 };
    byName.set(name, { tickets: current.tickets + tickets, kobo: current.kobo + kobo });
  };
  for (const order of orders) {
    if (!order.lines?.length) add("Regular", order.quantity, order.amountKobo);
    else for (const line of order.lines) add(line.name, line.quantity, (line.unitPriceKobo - (line.discountKobo ?? 0)) * line.quantity);
  }
  return [...byName.entries()]
    .map(([name, sums]) => ({ name, tickets: sums.tickets, revenue: sums.kobo / 100 }))
    .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));
}
