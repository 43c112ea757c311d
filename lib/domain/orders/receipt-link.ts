// The receipt page of a paid order: its public id with the key of its no-login ticket link, so a
// receipt (with the buyer's name) opens only for whoever holds the tickets' link.
import "server-only";
import type { OrderView } from "@/lib/domain/orders/serialize-order";
import { orderLinkKey } from "@/lib/domain/tickets/ticket-link";
import { isPublicOrderId } from "@/models/public-order-id";

export const receiptPath = (publicOrderId: string) => `/orders/${encodeURIComponent(publicOrderId)}/receipt?k=${orderLinkKey(publicOrderId)}`;

/** Where an order's receipt is, or null when it has none: never paid, or from before public ids (no page reaches it). */
export function receiptPathOf(order: Pick<OrderView, "_id" | "kind" | "status" | "paidAt">): string | null {
  const paid = order.kind === "ticket" && order.paidAt !== null && (order.status === "paid" || order.status === "refunded");
  return paid && isPublicOrderId(order._id) ? receiptPath(order._id) : null;
}
