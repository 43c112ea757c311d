// Read: the order as the buyer and the client see it.
import type { OrderFees } from "@/lib/domain/fees/fee-rules";
import type { LeanOrder, OrderDoc } from "@/models/Order";

/** An order as the buyer and the existing client see it. Amounts in kobo and in naira. */
export type OrderView = {
  /** The public order id (the internal ObjectId only for orders from before public ids). */
  _id: string;
  reference: string;
  kind: "ticket" | "plan";
  status: OrderDoc["status"];
  event: string | null;
  plan: string | null;
  quantity: number;
  /** What the buyer pays, all in. */
  amountKobo: number;
  amount: number;
  currency: "NGN";
  /** Within amountKobo: what the tickets cost, and the fees the buyer pays on top (0 when the organiser absorbs them). */
  ticketsKobo: number;
  feeKobo: number;
  fees: { platformKobo: number; gatewayKobo: number; paidBy: "organiser" | "buyer" };
  /** The channel the buyer chose before paying, and the one the gateway reports. */
  payBy: string | null;
  channel: string | null;
  /** Whether a transfer or USSD payment's longer hold is on. */
  longHold: boolean;
  expiresAt: string | null;
  paidAt: string | null;
  fullName: string;
  email: string;
  needCarPackingSpace: "yes" | "no";
  specialRequest: string;
};

export function toOrderView(order: LeanOrder): OrderView {
  return {
    _id: publicOrderId(order),
    reference: order.reference,
    kind: order.kind,
    status: order.status,
    event: order.event ? String(order.event) : null,
    plan: order.plan ?? null,
    quantity: order.quantity,
    amountKobo: order.amountKobo,
    amount: order.amountKobo / 100,
    currency: "NGN",
    ticketsKobo: order.amountKobo - (order.feeKobo ?? 0),
    feeKobo: order.feeKobo ?? 0,
    fees: {
      platformKobo: order.platformFeeKobo ?? 0,
      gatewayKobo: order.gatewayFeeKobo ?? 0,
      paidBy: order.feeMode === "pass" ? "buyer" : "organiser",
    },
    payBy: order.payBy ?? null,
    channel: order.channel ?? null,
    longHold: order.longHold === "held",
    expiresAt: order.expiresAt?.toISOString() ?? null,
    paidAt: order.paidAt?.toISOString() ?? null,
    fullName: order.fullName ?? "",
    email: order.email ?? "",
    needCarPackingSpace: order.needCarPackingSpace ?? "no",
    specialRequest: order.specialRequest ?? "",
  };
}

/** The id an order is known by outside the server. */
export const publicOrderId = (order: Pick<LeanOrder, "_id" | "publicId">) => order.publicId ?? String(order._id);

/** An order's amounts in the shape the fee breakdown shows (lib/domain/fees/fee-rules.ts). */
export const feesOfOrder = (order: OrderView): OrderFees => ({
  feeMode: order.fees.paidBy === "buyer" ? "pass" : "absorb",
  ticketsKobo: order.ticketsKobo,
  platformFeeKobo: order.fees.platformKobo,
  gatewayFeeKobo: order.fees.gatewayKobo,
  feeKobo: order.feeKobo,
  totalKobo: order.amountKobo,
});
