// Read: the receipt of a paid ticket order, for its page (/orders/{publicId}/receipt?k=) and the
// tickets e-mail. Only an order that was paid has one: a hold never paid, or a payment refunded
// because it bought nothing (late, wrong amount), has none.
import "server-only";
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/platform/db";
import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate, formatEventTime } from "@/lib/platform/format";
import { receiptFigures, shortOrderNumber, type ReceiptFigures } from "@/lib/domain/orders/receipt-figures";
import { publicOrderId } from "@/lib/domain/orders/serialize-order";
import { isOrderTicketsKey } from "@/lib/domain/tickets/ticket-link";
import { isPublicOrderId } from "@/models/public-order-id";
import { Event } from "@/models/Event";
import { Order, type LeanOrder } from "@/models/Order";
import { User } from "@/models/User";

export type Receipt = ReceiptFigures & {
  /** The full public order id, and the short number printed large. */
  orderId: string;
  orderNumber: string;
  /** The payment reference the gateway knows the payment by. */
  reference: string;
  /** Tickets' price sent back since (fees paid on top are not refunded). */
  refundedKobo: number;
  /** ISO instant; shown in Lagos time. */
  paidAt: string;
  buyerName: string;
  organiser: string;
  event: { id: string; title: string; date: string; time: string; venue: string };
};

const UNNAMED_ORGANISER = "The organiser";

type ReceiptEvent = {
  _id: Types.ObjectId;
  eventTitle: string;
  eventLocation: string;
  startDate: string;
  startTime: string;
  organizer: Types.ObjectId;
};

const EVENT_FIELDS = { eventTitle: 1, eventLocation: 1, startDate: 1, startTime: 1, organizer: 1 } as const;

/** Whether the order was paid for tickets (also when refunded since). */
const wasPaid = (order: LeanOrder) => order.kind === "ticket" && Boolean(order.paidAt) && (order.status === "paid" || order.status === "refunded");

/** The receipt of an order already read; null when it has none or its event is gone. */
export async function receiptOfOrder(order: LeanOrder): Promise<Receipt | null> {
  if (!wasPaid(order) || !order.event) return null;
  await connectToDatabase();
  const event = await Event.findById(order.event, EVENT_FIELDS).lean<ReceiptEvent>();
  if (!event) return null;
  const organiser = await User.findById(event.organizer, { fullname: 1 }).lean();
  const orderId = publicOrderId(order);
  return {
    ...receiptFigures(order),
    orderId,
    orderNumber: shortOrderNumber(orderId),
    reference: order.reference,
    refundedKobo: order.refundedKobo ?? 0,
    paidAt: (order.paidAt as Date).toISOString(),
    buyerName: order.fullName ?? "",
    organiser: organiser?.fullname?.trim() || UNNAMED_ORGANISER,
    event: {
      id: String(event._id),
      title: eventTitleOrFallback(event.eventTitle),
      date: formatEventDate(event.startDate),
      time: formatEventTime(event.startTime),
      venue: eventLocationOrFallback(event.eventLocation),
    },
  };
}

/** The receipt a receipt link opens; null for a link we never made or an order that was not paid. */
export async function receiptByLink(publicId: string, key: string | undefined): Promise<Receipt | null> {
  if (!isPublicOrderId(publicId) || !isOrderTicketsKey(publicId, key)) return null;
  await connectToDatabase();
  const order = await Order.findOne({ publicId, kind: "ticket" }).lean<LeanOrder>();
  return order ? receiptOfOrder(order) : null;
}
