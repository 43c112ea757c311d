import "server-only";
import { RATE_RULES, withinRateLimit } from "@/lib/domain/auth/rate-limit";
import { formatEventDate, formatEventTime, formatMoney } from "@/lib/platform/format";
import { logger } from "@/lib/platform/logger";
import { ownPageLink } from "@/lib/domain/mail/links";
import type { ReceiptMail } from "@/lib/domain/mail/receipt-section";
import { sendMail } from "@/lib/domain/mail/send-mail";
import { ticketConfirmationEmail } from "@/lib/domain/mail/ticket-templates";
import { orderTicketsUrl } from "@/lib/domain/tickets/ticket-link";
import { signedTicketText } from "@/lib/domain/gate/signing-key";
import { qrPng } from "@/lib/domain/tickets/qr";
import { Event } from "@/models/Event";
import { Ticket } from "@/models/Ticket";
import type { LeanOrder } from "@/models/Order";

/** What the buyer is told about refunds: the tickets' price comes back; fees they paid on top do not. */
const refundPolicy = (order: LeanOrder) =>
  (order.feeKobo ?? 0) > 0
    ? "If the organiser cancels the event, you get the price of your tickets back in full; the booking and payment processing fees are not refunded. For anything else, contact the organiser: they can refund tickets."
    : "If the organiser cancels the event, you get your money back in full. For anything else, contact the organiser: they can refund tickets.";

/**
 * E-mails the buyer every ticket of a paid order with its QR code, and the order's receipt, within
 * the buyer account's hourly cap and, for a free guest order, the recipient address's daily cap. A
 * mail failure is logged, not thrown.
 */
export async function sendTicketConfirmation(order: LeanOrder, receipt: ReceiptMail | null = null): Promise<void> {
  try {
    if (!(await withinRateLimit(`ticket-mail:${String(order.buyer)}`, RATE_RULES.ticketMailsPerAccount))) {
      logger.warn("ticket mail skipped: the buyer's hourly cap is reached", { order: String(order._id) });
      return;
    }
    const recipient = order.email?.trim().toLowerCase();
    // Anyone may type any address at the guest checkout; an account's orders are capped per account above.
    if (
      order.guest &&
      order.amountKobo === 0 &&
      recipient &&
      !(await withinRateLimit(`free-ticket-mail:${recipient}`, RATE_RULES.freeTicketMailsPerRecipient))
    ) {
      logger.warn("ticket mail skipped: the recipient's daily cap of free-ticket mails is reached", { order: String(order._id) });
      return;
    }
    const [event, tickets] = await Promise.all([Event.findById(order.event).lean(), Ticket.find({ order: order._id }).sort({ seatIndex: 1 }).lean()]);
    if (!event || !order.email) return;
    const lines = tickets.map((ticket) => ({
      checkInCode: ticket.checkInCode,
      qrCid: `ticket-${ticket.checkInCode}@scheditix`,
      ticketTypeName: ticket.ticketTypeName ?? "Regular",
      tableNumber: ticket.tableNumber ?? null,
      seatNumber: ticket.seatNumber ?? null,
      parking: ticket.parking,
    }));
    const attachments = await Promise.all(
      lines.map(async (line, index) => ({
        filename: `ticket-${line.checkInCode}.png`,
        content: await qrPng(await signedTicketText(tickets[index]!)),
        contentType: "image/png",
        cid: line.qrCid,
      })),
    );
    const mail = ticketConfirmationEmail({
      fullname: order.fullName ?? "",
      event: {
        eventTitle: event.eventTitle,
        date: formatEventDate(event.startDate),
        time: formatEventTime(event.startTime),
        venue: event.eventLocation,
      },
      tickets: lines,
      amount: formatMoney(order.amountKobo / 100),
      refundPolicy: refundPolicy(order),
      receipt,
      url: order.publicId ? orderTicketsUrl(order.publicId) : ownPageLink(`/ticket-details-after-purchase?order=${String(order._id)}`),
    });
    await sendMail({ to: order.email, ...mail, attachments });
  } catch (error) {
    logger.error("ticket confirmation mail failed", { order: String(order._id), error });
  }
}
