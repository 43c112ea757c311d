import "server-only";
import type { LeanOrder } from "@/lib/domain/orders/serialize-order";
import type { TypeCount } from "@/lib/domain/tickets/type-counters";
import { Event } from "@/models/Event";

/** The seats per ticket type an order holds; an order from before types holds the event's first type. */
export async function orderTypeCounts(order: Pick<LeanOrder, "lines" | "event" | "quantity">): Promise<TypeCount[]> {
  if (order.lines?.length) return order.lines.map((line) => ({ ticketType: line.ticketType, quantity: line.quantity }));
  const event = await Event.findById(order.event, { "ticketTypes._id": 1 }).lean();
  const first = event?.ticketTypes?.[0];
  return first ? [{ ticketType: first._id, quantity: order.quantity }] : [];
}
