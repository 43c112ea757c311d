import "server-only";
import type { Types } from "mongoose";
import { recountSalesDays } from "@/lib/sales-days/recount-sales-days";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";
import { PromoCode } from "@/models/PromoCode";

/**
 * Sets an event's sales counters to what its orders say (seats taken = pending + paid, per type
 * and in total; sold and revenue = paid; each code's uses; its sales per day), after a crash left them unknowable.
 * It only lands while the event is quiet — no order of it written in the last `settleMs`, so no
 * request can still be between its order write and its counter write — and only if no counter
 * moved while it counted (`countersVersion`) and the types are where they were read.
 * Answers whether it landed; the caller retries on a later sweep.
 */
export async function recountEventSales(eventId: Types.ObjectId | string, now: Date, settleMs: number): Promise<boolean> {
  const event = await Event.findById(eventId, { countersVersion: 1, "ticketTypes._id": 1 }).lean();
  if (!event) return true;
  const orders = await Order.find(
    { event: eventId },
    { status: 1, quantity: 1, amountKobo: 1, refundedQuantity: 1, refundedKobo: 1, updatedAt: 1, paidAt: 1, lines: 1, promoCode: 1, promoUses: 1 },
  ).lean();
  const cutoff = now.getTime() - settleMs;
  if (orders.some((order) => (order.updatedAt?.getTime() ?? 0) > cutoff)) return false;

  let held = 0;
  let sold = 0;
  let revenueKobo = 0;
  const types = event.ticketTypes ?? [];
  const typeTaken = new Map(types.map((type) => [String(type._id), 0]));
  const codeUses = new Map<string, number>();
  for (const order of orders) {
    if (order.status !== "pending" && order.status !== "paid") continue;
    if (order.status === "pending") held += order.quantity;
    if (order.status === "paid") {
      // Refunded tickets gave their seats and money back.
      sold += order.quantity - (order.refundedQuantity ?? 0);
      revenueKobo += order.amountKobo - (order.refundedKobo ?? 0);
    }
    // An order from before types holds the first type.
    const lines = order.lines?.length ? order.lines : types[0] ? [{ ticketType: types[0]._id, quantity: order.quantity }] : [];
    for (const line of lines) typeTaken.set(String(line.ticketType), (typeTaken.get(String(line.ticketType)) ?? 0) + line.quantity);
    if (order.promoCode) codeUses.set(String(order.promoCode), (codeUses.get(String(order.promoCode)) ?? 0) + (order.promoUses ?? 0));
  }
  const perType = Object.fromEntries(types.map((type, index) => [`ticketTypes.${index}.taken`, typeTaken.get(String(type._id)) ?? 0]));
  const sameTypes = Object.fromEntries(types.map((type, index) => [`ticketTypes.${index}._id`, type._id]));
  const landed = await Event.updateOne(
    { _id: eventId, countersVersion: event.countersVersion ?? { $exists: false }, ...sameTypes },
    {
      $set: { seatsTaken: held + sold, ticketSold: sold, revenueGenerated: revenueKobo / 100, totalAttendee: sold, ...perType },
      $inc: { countersVersion: 1 },
    },
  );
  if (landed.modifiedCount !== 1) return false;
  await recountCodeUses(eventId, codeUses);
  await recountSalesDays(eventId, orders.filter((order) => order.status === "paid"));
  return true;
}

/** Each code of the event set to the uses its held and paid orders count (the event is quiet, see above). */
async function recountCodeUses(eventId: Types.ObjectId | string, counted: Map<string, number>): Promise<void> {
  const codes = await PromoCode.find({ event: eventId }, { uses: 1 }).lean();
  await Promise.all(
    codes.map((code) => {
      const uses = counted.get(String(code._id)) ?? 0;
      return uses === code.uses ? null : PromoCode.updateOne({ _id: code._id, uses: code.uses }, { $set: { uses } });
    }),
  );
}
