/** Tickets sold and revenue (naira) per ticket type name, largest revenue first. */
export type TypeSales = { name: string; tickets: number; revenue: number };

type PaidOrder = {
  quantity: number;
  amountKobo: number;
  refundedQuantity?: number | null;
  refundedKobo?: number | null;
  lines?: { ticketType?: unknown; name: string; quantity: number; unitPriceKobo: number; discountKobo?: number | null }[] | null;
  /** The ticket type of each of its refunded tickets (only needed for orders with lines and refunds). */
  refundedTypes?: string[];
};

/**
 * Sums paid orders by ticket type, net of refunded tickets (so it agrees with the event's totals);
 * an order from before types counts as "Regular".
 */
export function salesByType(orders: PaidOrder[]): TypeSales[] {
  const byName = new Map<string, { tickets: number; kobo: number }>();
  const add = (name: string, tickets: number, kobo: number) => {
    const current = byName.get(name) ?? { tickets: 0, kobo: 0 };
    byName.set(name, { tickets: current.tickets + tickets, kobo: current.kobo + kobo });
  };
  for (const order of orders) {
    if (!order.lines?.length) {
      add("Regular", order.quantity - (order.refundedQuantity ?? 0), order.amountKobo - (order.refundedKobo ?? 0));
      continue;
    }
    for (const line of order.lines) {
      const refunded = order.refundedTypes?.filter((type) => type === String(line.ticketType)).length ?? 0;
      const kept = order.lines.length === 1 ? line.quantity - (order.refundedQuantity ?? 0) : line.quantity - refunded;
      add(line.name, kept, (line.unitPriceKobo - (line.discountKobo ?? 0)) * kept);
    }
  }
  return [...byName.entries()]
    .filter(([, sums]) => sums.tickets > 0)
    .map(([name, sums]) => ({ name, tickets: sums.tickets, revenue: sums.kobo / 100 }))
    .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));
}
