// Read: where a ticket order's payment stands, for the pay-later page and its status poll. The
// order's public id is the capability (as for paying it); no gateway call is made here: the
// webhook and the reconciler (reconcile-payments.ts) keep the order up to date.
import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { isPublicOrderId } from "@/models/public-order-id";
import { isPaymentChannel, type PaymentChannel } from "@/lib/domain/payments/channels";
import { toOrderView, type OrderView } from "@/lib/domain/orders/serialize-order";
import { orderTicketsPath } from "@/lib/domain/tickets/ticket-link";
import { Order, type LeanOrder } from "@/models/Order";

/** waiting: the seats are held and the money has not come; paid; ended: the hold ran out; refunding. */
export type PaymentState = "waiting" | "paid" | "ended" | "refunding";

export type PaymentProgress = {
  state: PaymentState;
  order: OrderView;
  /** How the buyer is paying, as far as we know: what the gateway reported, else what they chose. */
  method: PaymentChannel | null;
  heldUntil: string | null;
  /** Whether the seats are a waitlist offer (held for this person from the waitlist). */
  offer: boolean;
  /** Where the tickets are once paid: the guest's no-login link, or the account's order page. */
  ticketsPath: string;
};

function stateOf(order: LeanOrder, now: Date): PaymentState {
  if (order.status === "paid") return "paid";
  if (order.status === "refund_due" || order.status === "refunded") return "refunding";
  if (order.status === "pending" && (!order.expiresAt || order.expiresAt > now)) return "waiting";
  return order.status === "holding" ? "waiting" : "ended";
}

export async function paymentProgress(publicId: string, now = new Date()): Promise<PaymentProgress | null> {
  if (!isPublicOrderId(publicId)) return null;
  await connectToDatabase();
  const order = await Order.findOne({ publicId, kind: "ticket" }).lean<LeanOrder>();
  if (!order) return null;
  const reported = order.channel ?? order.payBy;
  return {
    state: stateOf(order, now),
    order: toOrderView(order),
    method: isPaymentChannel(reported) ? reported : null,
    heldUntil: order.status === "pending" ? (order.expiresAt?.toISOString() ?? null) : null,
    offer: order.offer != null,
    ticketsPath: order.guest ? orderTicketsPath(publicId) : `/ticket-details-after-purchase?order=${encodeURIComponent(publicId)}`,
  };
}
