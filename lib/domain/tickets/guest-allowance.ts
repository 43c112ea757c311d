import "server-only";
import { createHmac } from "node:crypto";
import { getEnv } from "@/lib/platform/env";
import { Order } from "@/models/Order";

/**
 * A purchase without an account counts toward the event's per-buyer limit per (e-mail, client):
 * the orders of that address placed from this client (held, pending or paid). So a stranger who
 * holds or takes free tickets with someone's address uses up only their own share, never the
 * owner's. The client is stored as a keyed hash of its address, not the address.
 */
export const guestClientKey = (clientIp: string) =>
  createHmac("sha256", getEnv().AUTH_SECRET).update(`guest-client\n${clientIp}`).digest("base64url");

/** Tickets the address's orders from this client hold for the event. */
export async function guestTicketsHeld(buyerId: string, eventId: string, guestClient: string): Promise<number> {
  const orders = await Order.find(
    { buyer: buyerId, event: eventId, guestClient, status: { $in: ["holding", "pending", "paid"] } },
    { quantity: 1, _id: 0 },
  )
    .limit(500)
    .lean();
  return orders.reduce((sum, order) => sum + order.quantity, 0);
}
