// After issue: the no-login links to a buyer's tickets, e-mailed again on request.
import "server-only";
import type { ClientContext } from "@/lib/domain/auth/client-context";
import { RATE_RULES, withinRateLimit } from "@/lib/domain/auth/rate-limit";
import { connectToDatabase } from "@/lib/platform/db";
import { eventTitleOrFallback, formatEventDate } from "@/lib/platform/format";
import { logger } from "@/lib/platform/logger";
import { ticketLinksEmail } from "@/lib/domain/mail/ticket-templates";
import { sendMail } from "@/lib/domain/mail/send-mail";
import { orderTicketsUrl } from "@/lib/domain/tickets/ticket-link";
import type { ResendTicketsInput } from "@/lib/domain/validations/ticket";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";
import { User } from "@/models/User";

/** What every request is told, whether or not the address bought anything (no e-mail enumeration). */
export const RESEND_TICKETS_MESSAGE =
  "If tickets were bought with that e-mail address, we have sent their links to it. Check your inbox (and spam) in a few minutes.";

// Orders that have tickets to show (the no-login page lists refunded ones too).
const WITH_TICKETS = { kind: "ticket", status: { $in: ["paid", "refunded"] }, publicId: { $exists: true } } as const;
const MAX_ORDERS = 20;

type LinkedOrder = { publicId?: string | null; event?: unknown; quantity: number };

/** The orders `email` may have the links of: the broken link's order when bought with it, and the address's guest orders. */
async function ordersOf(email: string, publicId: string | undefined): Promise<LinkedOrder[]> {
  await connectToDatabase();
  const [linked, owner] = await Promise.all([
    publicId ? Order.findOne({ ...WITH_TICKETS, publicId, email }, { publicId: 1, event: 1, quantity: 1 }).lean() : null,
    User.findOne({ email }, { _id: 1 }).lean(),
  ]);
  const guestOrders = owner
    ? await Order.find({ ...WITH_TICKETS, buyer: owner._id, guest: true, email }, { publicId: 1, event: 1, quantity: 1 })
        .sort({ createdAt: -1 })
        .limit(MAX_ORDERS)
        .lean()
    : [];
  const orders = linked ? [linked, ...guestOrders.filter((order) => order.publicId !== linked.publicId)] : guestOrders;
  return orders.slice(0, MAX_ORDERS);
}

/**
 * E-mails `email` fresh no-login links to its tickets, within its caps (per e-mail and client, then
 * per e-mail); silent when the address bought nothing or a cap is reached, so the caller answers
 * every request alike. A mail failure is logged, not thrown.
 */
export async function resendTicketLinks({ email, orderId }: ResendTicketsInput, client: Pick<ClientContext, "ip">): Promise<void> {
  try {
    if (!(await withinRateLimit(`ticket-links:${email}:${client.ip}`, RATE_RULES.ticketLinkMailsPerClientAndEmail))) return;
    if (!(await withinRateLimit(`ticket-links:${email}`, RATE_RULES.ticketLinkMailsPerEmail))) return;
    const orders = await ordersOf(email, orderId);
    if (orders.length === 0) return;
    const events = await Event.find({ _id: { $in: orders.map((order) => order.event) } }, { eventTitle: 1, startDate: 1 }).lean();
    const eventOf = new Map(events.map((event) => [String(event._id), event]));
    const lines = orders.map((order) => {
      const event = eventOf.get(String(order.event));
      return {
        eventTitle: eventTitleOrFallback(event?.eventTitle),
        date: event ? formatEventDate(event.startDate) : "",
        tickets: order.quantity,
        url: orderTicketsUrl(order.publicId as string),
      };
    });
    await sendMail({ to: email, ...ticketLinksEmail({ orders: lines }) });
  } catch (error) {
    logger.error("ticket links mail failed", { error });
  }
}
