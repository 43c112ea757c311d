// Undo: a purchase that never became pending gives back what it took, and its order goes.
import "server-only";
import { returnHeldSeats, type HoldParts } from "@/lib/domain/orders/holds/end-hold";
import { Order, type LeanOrder } from "@/models/Order";

/**
 * Undoes a purchase that never became pending (refused, or cut short by a crash): gives back
 * whatever of its seats, allowance and code uses were taken — each part keyed by the order, so
 * what was never taken is left alone — then removes the order. A purchase refused on the spot
 * names the `parts` it took; a crash leaves that unknown, and every part is tried.
 */
export async function undoHolding(order: LeanOrder, parts?: HoldParts): Promise<boolean> {
  await returnHeldSeats(order, parts);
  return (await Order.deleteOne({ _id: order._id, status: "holding" })).deletedCount === 1;
}
