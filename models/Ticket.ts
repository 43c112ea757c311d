import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

// "transferred": passed to someone else, who holds a new ticket for the seat; it admits no one (docs/tickets-for-people.md).
export const TICKET_STATUSES = ["valid", "checked_in", "refunded", "transferred"] as const;

/** One seat at one event, issued from a paid (or free) order. Check-in state lives here only. */
const ticketSchema = new Schema(
  {
    event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
    order: { type: Schema.Types.ObjectId, ref: "Order", required: true },
    owner: { type: Schema.Types.ObjectId, ref: "User", required: true },
    // Position of this seat within its order, so re-running fulfilment can never issue it twice.
    seatIndex: { type: Number, required: true, min: 0 },
    checkInCode: { type: String, required: true },
    ticketType: { type: Schema.Types.ObjectId },
    ticketTypeName: { type: String, default: "Regular" },
    tableNumber: { type: Number, min: 0 },
    seatNumber: { type: Number, min: 0 },
    parking: { type: Boolean, default: false },
    status: { type: String, enum: TICKET_STATUSES, default: "valid" },
    checkedInAt: { type: Date },
    // The refund that voided this ticket (set in the same update as status "refunded").
    refund: { type: Schema.Types.ObjectId, ref: "Refund" },
    // The gate sync that admitted it (set in the same update as "checked_in"), so one batched update tells a sync which admissions are its own.
    gateSync: { type: String },
    // Tickets for people (docs/tickets-for-people.md): who holds it, its own link's key, and its transfers.
    // The holder, when the event asks for one ("" / unset: the buyer, as the attendee record names them).
    holderName: { type: String, trim: true, maxlength: 120 },
    holderPhone: { type: String, trim: true, maxlength: 20 },
    // Part of the ticket's own link's key: a transfer kills the old ticket, and its link with it.
    linkNonce: { type: String },
    // 1 for the seat's first ticket, one more for each transfer of it (the QR carries it).
    issueNumber: { type: Number, default: 1, min: 1 },
    // The ticket this one replaced by a transfer (unique: one transfer of a ticket makes one new ticket).
    transferredFrom: { type: Schema.Types.ObjectId, ref: "Ticket" },
    // On a transferred ticket: the one that replaced it, and when.
    transferredTo: { type: Schema.Types.ObjectId, ref: "Ticket" },
    transferredAt: { type: Date },
    // Whom it was passed to, kept from the moment it died until the new ticket exists (a crash in between is finished from it).
    transferRecipient: { type: { _id: false, name: String, email: String, phone: String }, default: undefined },
    // Set with the old ticket's death, unset once the new ticket exists: a transfer a crash cut short (swept).
    transferDue: { type: String, enum: ["due"] },
    // False on a ticket passed to someone with no account here: it stays on the buyer's account, not in their lists.
    heldByOwner: { type: Boolean },
    // ── Resale (docs/resale.md): the holder returned this ticket to be sold again at face value.
    // "listed": for sale, still the holder's and still admits; "claimed": a buyer's hold
    // (`resaleClaim`, an order) is paying for it, the gate refuses it until the hold ends;
    // "sold": the new buyer's ticket is issued, this one is refunded (status "refunded", `refund`);
    // "withdrawn": taken off sale by the holder, or by its check-in.
    resale: {
      type: new Schema(
        {
          state: { type: String, enum: ["listed", "claimed", "sold", "withdrawn"], required: true },
          listedAt: { type: Date },
          soldAt: { type: Date },
          refundKobo: { type: Number, min: 0 },
        },
        { _id: false },
      ),
    },
    // While listed: "<event id>:<ticket type id>", the queue a purchase claims from (top-level, so the
    // embedded database answers the claim from its index; nested paths are filtered after reading).
    resaleQueue: { type: String },
    // The order whose hold claimed it (while claimed), and that bought it (once sold).
    resaleClaim: { type: Schema.Types.ObjectId, ref: "Order" },
  },
  { timestamps: true },
);

ticketSchema.index({ event: 1, checkInCode: 1 }, { unique: true });
// One ticket per seat and issue (a transfer issues the seat again); lib/domain/tickets/transfer/ticket-seat-index.ts drops the older { order, seatIndex } index.
ticketSchema.index({ order: 1, seatIndex: 1, issueNumber: 1 }, { unique: true });
ticketSchema.index({ transferredFrom: 1 }, { unique: true, sparse: true });
ticketSchema.index({ transferDue: 1 }, { sparse: true }); // transfers a crash cut short (the sweep finishes them)
ticketSchema.index({ owner: 1, createdAt: -1 }); // a buyer's tickets
ticketSchema.index({ owner: 1, order: 1 }); // the tickets of one order
ticketSchema.index({ owner: 1, event: 1 }); // a buyer's tickets for one event
ticketSchema.index({ event: 1, status: 1 }); // an event's live tickets (cancellation)
ticketSchema.index({ resaleQueue: 1, "resale.listedAt": 1 }, { sparse: true }); // resale: the oldest listing of a type
ticketSchema.index({ resaleClaim: 1 }, { sparse: true }); // resale: the listings a hold claimed or bought

export type TicketDoc = InferSchemaType<typeof ticketSchema>;

export const Ticket: Model<TicketDoc> = (models.Ticket as Model<TicketDoc>) ?? model<TicketDoc>("Ticket", ticketSchema);
