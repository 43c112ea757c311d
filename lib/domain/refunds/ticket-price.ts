import type { Types } from "mongoose";
import type { LeanOrder } from "@/models/Order";

/**
 * What the buyer paid for one ticket of an order: its type's price less the code's discount on it.
 * An order from before ticket types paid the same for each.
 */
export function ticketPriceKobo(
  order: Pick<LeanOrder, "lines" | "amountKobo" | "feeKobo" | "quantity">,
  ticketType?: Types.ObjectId | string | null,
): number {
  const line = order.lines?.find((candidate) => String(candidate.ticketType) === String(ticketType));
  if (line) return line.unitPriceKobo - (line.discountKobo ?? 0);
  return Math.round((order.amountKobo - (order.feeKobo ?? 0)) / order.quantity);
}
