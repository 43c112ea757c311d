import "server-only";
import { connectToDatabase } from "@/lib/db";
import { logger } from "@/lib/logger";
import { Event, regularTicketType } from "@/models/Event";
import { Order } from "@/models/Order";

/**
 * Gives every event from before ticket types one "Regular" type with its figures, and every ticket
 * order from then a line of that type. Idempotent and safe in several instances at once: each write
 * is conditional on the record still lacking types (and the seat counter being the one read).
 */
export async function migrateTicketTypes(): Promise<{ events: number; orders: number }> {
  await connectToDatabase();
  let events = 0;
  for (const event of await Event.find({ ticketTypes: { $exists: false } }).lean()) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = attempt === 0 ? event : await Event.findById(event._id).lean();
      if (!current || current.ticketTypes) break;
      const landed = await Event.updateOne(
        { _id: event._id, ticketTypes: { $exists: false }, seatsTaken: current.seatsTaken },
        { $set: { ticketTypes: [regularTicketType(current)] } },
      );
      if (landed.modifiedCount === 1) {
        events += 1;
        break;
      }
    }
  }

  let orders = 0;
  // One read per event, not per order: an event from before types has many orders.
  const firstTypes = new Map<string, Promise<{ _id: unknown; name: string } | undefined>>();
  const firstTypeOf = (eventId: unknown) => {
    const key = String(eventId);
    if (!firstTypes.has(key)) firstTypes.set(key, Event.findById(eventId, { ticketTypes: 1 }).lean().then((event) => event?.ticketTypes?.[0]));
    return firstTypes.get(key) as Promise<{ _id: unknown; name: string } | undefined>;
  };
  for (const order of await Order.find({ kind: "ticket", lines: { $exists: false } }, { event: 1, quantity: 1, amountKobo: 1 }).lean()) {
    const type = await firstTypeOf(order.event);
    if (!type) continue;
    const line = { ticketType: type._id, name: type.name, quantity: order.quantity, unitPriceKobo: Math.round(order.amountKobo / order.quantity), discountKobo: 0 };
    const landed = await Order.updateOne({ _id: order._id, lines: { $exists: false } }, { $set: { lines: [line] } });
    orders += landed.modifiedCount;
  }
  if (events || orders) logger.info("gave older events and orders a Regular ticket type", { events, orders });
  return { events, orders };
}
