import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { isMigrationDone, markMigrationDone } from "@/lib/platform/migration-record";
import { Event, regularTicketType } from "@/models/Event";
import { Order } from "@/models/Order";

const MIGRATION = "ticket-types";

/**
 * Gives every event from before ticket types one "Regular" type with its figures, and every ticket
 * order from then a line of that type. Idempotent and safe in several instances at once: each write
 * is conditional on the record still lacking types (and the seat counter being the one read).
 * Finding them reads every event and order, so it is recorded as done once it has run through:
 * later starts read that one record instead (everything written since has types).
 */
export async function migrateTicketTypes(): Promise<{ events: number; orders: number }> {
  await connectToDatabase();
  if (await isMigrationDone(MIGRATION)) return { events: 0, orders: 0 };
  const startedAt = new Date();
  let events = 0;
  // Events still without types after every attempt (sales kept moving the counter): run again next start.
  let unsettled = 0;
  for (const event of await Event.find({ ticketTypes: { $exists: false } }).lean()) {
    let settled = false;
    for (let attempt = 0; attempt < 5 && !settled; attempt++) {
      const current = attempt === 0 ? event : await Event.findById(event._id).lean();
      if (!current || current.ticketTypes) {
        settled = true;
        break;
      }
      const landed = await Event.updateOne(
        { _id: event._id, ticketTypes: { $exists: false }, seatsTaken: current.seatsTaken },
        { $set: { ticketTypes: [regularTicketType(current)] } },
      );
      if (landed.modifiedCount === 1) {
        events += 1;
        settled = true;
      }
    }
    if (!settled) unsettled += 1;
  }

  let orders = 0;
  // One read per event, not per order: an event from before types has many orders.
  const firstTypes = new Map<string, Promise<{ _id: unknown; name: string } | undefined>>();
  const firstTypeOf = (eventId: unknown) => {
    const key = String(eventId);
    if (!firstTypes.has(key))
      firstTypes.set(
        key,
        Event.findById(eventId, { ticketTypes: 1 })
          .lean()
          .then((event) => event?.ticketTypes?.[0]),
      );
    return firstTypes.get(key) as Promise<{ _id: unknown; name: string } | undefined>;
  };
  for (const order of await Order.find({ kind: "ticket", lines: { $exists: false } }, { event: 1, quantity: 1, amountKobo: 1 }).lean()) {
    const type = await firstTypeOf(order.event);
    if (!type) continue;
    const line = {
      ticketType: type._id,
      name: type.name,
      quantity: order.quantity,
      unitPriceKobo: Math.round(order.amountKobo / order.quantity),
      discountKobo: 0,
    };
    const landed = await Order.updateOne({ _id: order._id, lines: { $exists: false } }, { $set: { lines: [line] } });
    orders += landed.modifiedCount;
  }
  if (!unsettled) await markMigrationDone(MIGRATION, startedAt);
  if (events || orders) logger.info("gave older events and orders a Regular ticket type", { events, orders });
  return { events, orders };
}
