import "server-only";
import { logger } from "@/lib/platform/logger";
import { sendMail } from "@/lib/domain/mail/send-mail";
import { eventCancelledEmail } from "@/lib/domain/mail/refund-templates";
import { refundTickets } from "@/lib/domain/refunds/refund-tickets";
import { Event } from "@/models/Event";
import { Order, type LeanOrder } from "@/models/Order";

const BATCH = 500;

/**
 * Refunds every paid order of a cancelled event and e-mails each buyer, once per order (the ticket
 * flips inside `refundTickets` decide who sends). Clears the event's "due" mark when no paid order
 * is left; orders still being issued wait for a later sweep. Answers how many refunds it queued.
 */
export async function refundCancelledEvent(eventId: string): Promise<number> {
  const event = await Event.findById(eventId, { eventTitle: 1, cancelMessage: 1, cancelledAt: 1 }).lean();
  if (!event?.cancelledAt) return 0;
  const paid = await Order.find({ event: eventId, status: "paid" }).limit(BATCH).lean<LeanOrder[]>();
  let queued = 0;
  let waiting = 0;
  for (const order of paid) {
    if (order.fulfilment === "due") {
      waiting += 1;
      continue;
    }
    try {
      const refund = await refundTickets(order, { reason: "The event was cancelled", kind: "cancellation", notify: false });
      queued += 1;
      if (order.email) {
        const mail = eventCancelledEmail({
          fullname: order.fullName ?? "",
          eventTitle: event.eventTitle,
          message: event.cancelMessage ?? "",
          amountKobo: refund.amountKobo,
          reference: order.reference,
        });
        await sendMail({ to: order.email, ...mail }).catch((error: unknown) => logger.error("cancellation mail failed", { error }));
      }
    } catch (error) {
      logger.warn("could not refund an order of a cancelled event", { reference: order.reference, error });
    }
  }
  if (waiting === 0 && paid.length < BATCH) await Event.updateOne({ _id: eventId }, { $unset: { cancellationRefunds: 1 } });
  return queued;
}
