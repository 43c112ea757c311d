import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { assertEventPermission } from "@/lib/domain/access/event-permission";
import { permittedEventsFilter } from "@/lib/domain/access/permitted-events";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";
import { Refund } from "@/models/Refund";

/** The refunds of an event whose sales the user may see (owner, co-organiser, finance), newest first, with the buyer they go to. */
export async function listEventRefunds(userId: string, eventId: string) {
  await assertEventPermission(userId, eventId, "sales");
  return describeRefunds({ event: eventId });
}

/** The refunds of every event whose sales the user may see, newest first (the ticket sales page without a filter). */
export async function listOrganiserRefunds(userId: string) {
  await connectToDatabase();
  const events = await Event.find(await permittedEventsFilter(userId, "sales"), { _id: 1 })
    .limit(2_000)
    .lean();
  return describeRefunds({ event: { $in: events.map((event) => event._id) } });
}

async function describeRefunds(filter: Record<string, unknown>) {
  await connectToDatabase();
  const refunds = await Refund.find({ ...filter, status: { $ne: "preparing" } })
    .sort({ createdAt: -1 })
    .limit(500)
    .lean();
  const orders = await Order.find({ _id: { $in: refunds.map((refund) => refund.order) } }, { fullName: 1, email: 1, publicId: 1 }).lean();
  const byId = new Map(orders.map((order) => [String(order._id), order]));
  return refunds.map((refund) => {
    const order = byId.get(String(refund.order));
    return {
      _id: String(refund._id),
      reference: refund.reference,
      orderId: order?.publicId ?? String(refund.order),
      buyerName: order?.fullName ?? "",
      email: order?.email ?? "",
      kind: refund.kind,
      quantity: refund.quantity,
      amount: refund.amountKobo / 100,
      status: refund.status,
      reason: refund.reason,
      note: refund.note ?? null,
      createdAt: refund.createdAt.toISOString(),
    };
  });
}
