/** A line of an order before any code: a ticket type, how many, and its price in kobo. */
export type OrderLineInput = { ticketType: string; name: string; quantity: number; unitPriceKobo: number };
export type PricedLine = OrderLineInput & { discountKobo: number };
export type Discount = { discountType: "percent" | "fixed"; discountValue: number; ticketTypes: string[] };
export type PricedOrder = { lines: PricedLine[]; totalKobo: number; discountKobo: number; discountedTickets: number };

const appliesTo = (discount: Discount, ticketType: string) => discount.ticketTypes.length === 0 || discount.ticketTypes.includes(ticketType);

/** Kobo off one ticket: a percent rounded to the nearest kobo, or a fixed naira amount; never more than the price. */
export function discountPerTicket(unitPriceKobo: number, discount: Discount): number {
  const off =
    discount.discountType === "percent"
      ? Math.round((unitPriceKobo * Math.min(100, Math.max(0, discount.discountValue))) / 100)
      : Math.round(Math.max(0, discount.discountValue) * 100);
  return Math.min(unitPriceKobo, off);
}

/**
 * What an order costs, computed on the server from the types' prices and an optional code. A code
 * counts one use per ticket it applies to (also when its discount is nothing: an access code).
 */
export function priceOrder(lines: OrderLineInput[], discount?: Discount | null): PricedOrder {
  let totalKobo = 0;
  let discountKobo = 0;
  let discountedTickets = 0;
  const priced = lines.map((line) => {
    const applies = discount != null && appliesTo(discount, line.ticketType);
    const off = applies ? discountPerTicket(line.unitPriceKobo, discount) : 0;
    if (applies) discountedTickets += line.quantity;
    totalKobo += (line.unitPriceKobo - off) * line.quantity;
    discountKobo += off * line.quantity;
    return { ...line, discountKobo: off };
  });
  return { lines: priced, totalKobo, discountKobo, discountedTickets };
}
