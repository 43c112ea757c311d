import { Schema, model, models, type InferSchemaType, type Model, type Types } from "mongoose";
import { newPublicOrderId } from "@/models/public-order-id";
import { PLANS } from "@/models/User";
import { FEE_MODES, PAYMENT_CHANNELS } from "@/models/payment-terms";

// "holding": created before its seats are taken, so a crash mid-purchase leaves a record the
// order sweeper can find and undo; it becomes "pending" once the seats and allowance are held.
export const ORDER_STATUSES = ["holding", "pending", "paid", "failed", "expired", "refund_due", "refunded"] as const;

const orderSchema = new Schema(
  {
    // Paystack reference: letters, digits, '-', '.', '='; unique.
    reference: { type: String, required: true, match: /^[A-Za-z0-9.=-]+$/ },
    // The id buyers and the existing client use (128 random bits): a capability, unlike `_id`.
    publicId: { type: String, default: newPublicOrderId },
    kind: { type: String, enum: ["ticket", "plan"], default: "ticket" },
    buyer: { type: Schema.Types.ObjectId, ref: "User", required: true },
    // Placed without an account (its buyer is the e-mail's guest record): the buyer's way back to
    // the tickets is their no-login link.
    guest: { type: Boolean },
    // For an order placed without an account: a keyed hash of the client's address. Such orders
    // count toward the event's per-buyer limit per (e-mail, client), so nobody else can use up an
    // address's allowance (lib/domain/tickets/guest-allowance.ts).
    guestClient: { type: String },
    event: { type: Schema.Types.ObjectId, ref: "Event" },
    plan: { type: String, enum: PLANS },
    quantity: { type: Number, required: true, min: 1 },
    // What a ticket order holds, per ticket type (quantity is their total). Prices are the server's.
    lines: {
      type: [
        {
          _id: false,
          ticketType: { type: Schema.Types.ObjectId, required: true },
          name: { type: String, required: true },
          quantity: { type: Number, required: true, min: 1 },
          unitPriceKobo: { type: Number, required: true, min: 0 },
          discountKobo: { type: Number, default: 0, min: 0 },
        },
      ],
      default: undefined,
    },
    // The promo / access code applied, and how many of its uses (tickets discounted) the order holds.
    promoCode: { type: Schema.Types.ObjectId, ref: "PromoCode" },
    promoUses: { type: Number, min: 0 },
    // What the buyer pays, all in: the tickets plus, when the event passes them on, the fees.
    amountKobo: { type: Number, required: true, min: 0 },
    // Who paid the fees, and those the buyer paid on top (lib/domain/fees/fee-rules.ts); 0 when absorbed.
    feeMode: { type: String, enum: FEE_MODES },
    feeKobo: { type: Number, min: 0 },
    platformFeeKobo: { type: Number, min: 0 },
    gatewayFeeKobo: { type: Number, min: 0 },
    // The channel the buyer chose before paying, and the one the gateway reports they paid with.
    payBy: { type: String, enum: PAYMENT_CHANNELS },
    channel: { type: String, trim: true, maxlength: 40 },
    // "held" while the order counts in its event's longHeldSeats (a transfer or USSD on its way),
    // "released" once it no longer does.
    longHold: { type: String, enum: ["held", "released"] },
    // "due" while the reconciler asks the gateway about this payment (found by an indexed equality),
    // when it next asks, and how often it has.
    reconcile: { type: String, enum: ["due"] },
    checkAt: { type: Date },
    checks: { type: Number, min: 0 },
    // A payment that arrived after its hold ended on a sold-out event, refunded automatically.
    lateRefund: { type: Boolean },
    currency: { type: String, enum: ["NGN"], default: "NGN" },
    status: { type: String, enum: ORDER_STATUSES, default: "pending" },
    // Seats are held until then; a sweeper releases unpaid holds.
    expiresAt: { type: Date },
    paidAt: { type: Date },
    fullName: { type: String, trim: true, maxlength: 120 },
    email: { type: String, trim: true, lowercase: true, maxlength: 254 },
    needCarPackingSpace: { type: String, enum: ["yes", "no"], default: "no" },
    specialRequest: { type: String, trim: true, maxlength: 500, default: "" },
    // Tickets for people (docs/tickets-for-people.md): who holds each ticket, in seat order, as given at purchase.
    holders: { type: [{ _id: false, name: { type: String, maxlength: 120 }, phone: { type: String, maxlength: 20 } }], default: undefined },
    // Where the buyer pays (kept so a repeated checkout answers the same transaction).
    checkoutUrl: { type: String },
    // First seat number given to this order when it was paid (its seats follow on from it).
    firstSeatNumber: { type: Number },
    // "due" from the paid flip until every ticket exists (unset then): what the order sweeper completes.
    fulfilment: { type: String, enum: ["due"] },
    // "due" from a hold ending (expired, failed, refund due) until its seats, allowance and code
    // uses are given back (unset then): what the order sweeper finishes after a crash.
    release: { type: String, enum: ["due"] },
    // Why an order failed or needs a refund, for the buyer and support.
    note: { type: String, maxlength: 300 },
    // Tickets refunded from this order and their money (kobo); the order is "refunded" once all are.
    refundedQuantity: { type: Number, default: 0, min: 0 },
    refundedKobo: { type: Number, default: 0, min: 0 },
    // Waitlist: the entry this order is the offer of (lib/domain/waitlist). An offer is a pending
    // order like any other, held until the offer's time is up; its seats are the entry's.
    offer: { type: Schema.Types.ObjectId, ref: "WaitlistEntry" },
    // Resale (docs/resale.md): seats of this order sold from listed tickets (own stock gone),
    // per type; the listings themselves name the order (`resaleClaim`) while it holds them.
    resaleSeats: {
      type: [{ _id: false, ticketType: { type: Schema.Types.ObjectId, required: true }, quantity: { type: Number, required: true, min: 1 } }],
      default: undefined,
    },
  },
  { timestamps: true },
);

orderSchema.index({ reference: 1 }, { unique: true });
// Sparse: orders from before public ids existed have none.
orderSchema.index({ publicId: 1 }, { unique: true, sparse: true });
orderSchema.index({ fulfilment: 1 }, { sparse: true }); // paid orders still being issued
orderSchema.index({ release: 1 }, { sparse: true }); // ended holds still giving their seats back
orderSchema.index({ buyer: 1, createdAt: -1 }); // a buyer's orders
orderSchema.index({ event: 1, status: 1, paidAt: -1 }); // sales per event
orderSchema.index({ status: 1, expiresAt: 1 }); // the hold sweeper
orderSchema.index({ reconcile: 1 }, { sparse: true }); // the payment reconciler
orderSchema.index({ promoCode: 1, status: 1 }, { sparse: true }); // a code's uses and revenue

export type OrderDoc = InferSchemaType<typeof orderSchema>;
/** An order as read with `.lean()`. */
export type LeanOrder = OrderDoc & { _id: Types.ObjectId; createdAt?: Date };

export const Order: Model<OrderDoc> = (models.Order as Model<OrderDoc>) ?? model<OrderDoc>("Order", orderSchema);
