import "server-only";
import { connectToDatabase } from "@/lib/db";
import { assertOrganiserEvent } from "@/lib/events/planner-events";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";
import { Refund } from "@/models/Refund";

/** The refunds of one of the organiser's events, newest first, with the buyer they go to. */
export async function listEventRefunds(organizerId: string, eventId: string) {
  await assertOrganiserEvent(organizerId, eventId);
  return describeRefunds({ event: eventId });
}

/** The refunds of every event the organiser runs, newest first (the ticket sales page without a filter). */
export async function listOrganiserRefunds(organizerId: string) {
  await connectToDatabase();
  const events = await Event.find({ organizer: organizerId }, { _id: 1 }).limit(2_000).lean();
  return describeRefunds({ event: { $in: events.map((event) => event._id) } });
}

async function describeRefunds(filter: Record<string, unknown>) {
  await connectToDatabase();
  const refunds = await Refund.find({ ...filter, status: { $ne: "preparing" } }).sort({ createdAt: -1 }).limit(500).lean();
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
