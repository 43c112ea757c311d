import "server-only";
import { formatMoney } from "@/lib/platform/format";
import { refundFits } from "@/lib/domain/payouts/ledger";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";

/** What cancelling an event would refund: its paid orders, their live tickets and their money (naira). */
export type CancellationRefunds = { orders: number; tickets: number; amount: number; funded: boolean; refusal: string | null };

/**
 * Sums what a cancellation owes the event's buyers (every paid order's unrefunded tickets and
 * money), and whether its net sales still cover that after the payouts already requested. The
 * cancel dialog shows it, and the cancellation itself is refused with `refusal` when not funded.
 */
export async function cancellationRefunds(eventId: string): Promise<CancellationRefunds> {
  const [event, paid] = await Promise.all([
    Event.findById(eventId, { revenueGenerated: 1, payoutsRequested: 1, passedFeeSales: 1 }).lean(),
    Order.find(
      { event: eventId, status: "paid" },
      { quantity: 1, amountKobo: 1, feeKobo: 1, feeMode: 1, refundedQuantity: 1, refundedKobo: 1 },
    ).lean(),
  ]);
  // What the tickets cost: fees a buyer paid on top are not refunded (README: Fees).
  const owedOf = (order: (typeof paid)[number]) => order.amountKobo - (order.feeKobo ?? 0) - (order.refundedKobo ?? 0);
  const owedKobo = paid.reduce((sum, order) => sum + owedOf(order), 0);
  const passedKobo = paid.reduce((sum, order) => sum + (order.feeMode === "pass" ? owedOf(order) : 0), 0);
  const tickets = paid.reduce((sum, order) => sum + order.quantity - (order.refundedQuantity ?? 0), 0);
  const funded =
    !event ||
    refundFits(event.revenueGenerated, event.payoutsRequested, owedKobo / 100, {
      sales: event.passedFeeSales ?? 0,
      refund: passedKobo / 100,
    });
  const refusal = funded
    ? null
    : `This event cannot be cancelled here: its buyers are owed ${formatMoney(owedKobo / 100)}, but ${formatMoney(event?.payoutsRequested ?? 0)} of its sales has already been paid out to you. Contact support to arrange the refunds.`;
  return { orders: paid.length, tickets, amount: owedKobo / 100, funded, refusal };
}
