import { Schema, model, models, type InferSchemaType, type Model, type Types } from "mongoose";
import { DATE_PATTERN, TIME_PATTERN, lagosInstant } from "@/models/lagos-clock";
import { FEE_MODES, PAYMENT_CHANNELS } from "@/models/payment-terms";

/**
 * One kind of ticket (Regular, VIP, a table…). Types live inside the event document so that a
 * purchase takes seats of every type it buys, and the event's totals, in one conditional update:
 * FerretDB 1.24 has no positional `$` or arrayFilters, so the update addresses each type by its
 * index (`ticketTypes.2.taken`) and guards the index with the type's `_id` and quantity.
 */
const ticketTypeSchema = new Schema({
  name: { type: String, required: true, trim: true, maxlength: 60 },
  description: { type: String, trim: true, maxlength: 500, default: "" },
  price: { type: Number, required: true, min: 0 },
  quantity: { type: Number, required: true, min: 1 },
  minPerOrder: { type: Number, default: 1, min: 1 },
  maxPerOrder: { type: Number, default: 10, min: 1 },
  salesStart: { type: Date },
  salesEnd: { type: Date },
  hidden: { type: Boolean, default: false },
  // Seats of this type held by pending orders plus sold: what a purchase takes from atomically.
  taken: { type: Number, default: 0, min: 0 },
});

const eventSchema = new Schema(
  {
    organizer: { type: Schema.Types.ObjectId, ref: "User", required: true },
    eventCategory: { type: Schema.Types.ObjectId, ref: "Category", required: true },
    eventTitle: { type: String, required: true, trim: true, maxlength: 150 },
    // The title's words as search compares them (lib/domain/search/search-words.ts), for the organiser's
    // lists; written with the search index (lib/domain/search/index-event-search.ts), absent until then.
    titleWords: { type: [String], default: undefined },
    eventDescription: { type: String, required: true, trim: true, maxlength: 5_000 },
    eventLocation: { type: String, required: true, trim: true, maxlength: 200 },
    eventAgenda: { type: String, trim: true, maxlength: 5_000, default: "" },
    eventRule: { type: String, trim: true, maxlength: 5_000, default: "" },
    // As the create form sends them, in Africa/Lagos wall-clock time.
    startDate: { type: String, required: true, match: DATE_PATTERN },
    startTime: { type: String, required: true, match: TIME_PATTERN },
    endDate: { type: String, required: true, match: DATE_PATTERN },
    endTime: { type: String, required: true, match: TIME_PATTERN },
    // The same moments as instants, kept in step by the validate hook, for queries and status.
    startsAt: { type: Date, required: true },
    endsAt: { type: Date, required: true },
    image: {
      imageUrl: { type: String, default: "" },
      storageKey: { type: String },
    },
    // In the organiser's order of display. ticketQuantity is their total, written with them.
    ticketTypes: { type: [ticketTypeSchema], default: undefined },
    // Kept for orders and readers from before ticket types; answers derive it from the types.
    ticketPrice: { type: Number, required: true, min: 0 },
    ticketQuantity: { type: Number, required: true, min: 1 },
    ticketPurchaseLimit: { type: Number, required: true, min: 1 },
    // Seats held by pending orders plus seats sold: the one counter a purchase takes from atomically.
    seatsTaken: { type: Number, default: 0, min: 0 },
    ticketSold: { type: Number, default: 0, min: 0 },
    // Seat numbers handed out so far; a paid order takes the next block in one atomic $inc.
    seatsAssigned: { type: Number, default: 0, min: 0 },
    revenueGenerated: { type: Number, default: 0, min: 0 },
    // Naira requested in payouts (pending or paid); raised by a conditional $inc so it never passes the balance.
    payoutsRequested: { type: Number, default: 0, min: 0 },
    // Bumped by every change to seatsTaken / ticketSold / revenueGenerated, so a change checked
    // against them (the ticket types' edit) lands only if no sale moved them meanwhile.
    countersVersion: { type: Number, default: 0 },
    // The orders whose seats `seatsTaken` holds, and whose sale `ticketSold` / `revenueGenerated`
    // count: each order-level change to the counters is conditional on its order's mark and moves
    // it in the same update, so a step retried after a crash lands once (lib/domain/inventory/order-marks.ts).
    // Marks of settled orders are cleared by the order sweeper, so the lists stay short.
    heldFor: { type: [Schema.Types.ObjectId], default: undefined },
    soldFor: { type: [Schema.Types.ObjectId], default: undefined },
    // "open" while any mark is there: the sweeper finds them by an indexed equality.
    marks: { type: String, enum: ["open"] },
    totalAttendee: { type: Number, default: 0, min: 0 },
    checkins: { type: Number, default: 0, min: 0 },
    totalTableNumber: { type: Number, default: 0, min: 0 },
    totalSeatNumber: { type: Number, default: 0, min: 0 },
    parkingAccess: { type: String, enum: ["yes", "no"], default: "no" },
    // The Paystack channels buyers may pay with (lib/domain/payments/channels.ts); unset: all of them.
    paymentChannels: { type: [String], enum: PAYMENT_CHANNELS, default: undefined },
    // Who pays the fees (lib/domain/fees/fee-rules.ts): the organiser from the sales, or the buyer on top.
    feeMode: { type: String, enum: FEE_MODES, default: "absorb" },
    // Of revenueGenerated, the sales whose buyers paid the fees on top (the platform's fee on them is paid).
    passedFeeSales: { type: Number, default: 0, min: 0 },
    // Seats in long holds (a transfer or USSD payment on its way): raised by a conditional $inc
    // under the cap of lib/domain/orders/holds/hold-windows.ts, lowered when each ends.
    longHeldSeats: { type: Number, default: 0, min: 0 },
    featured: { type: Boolean, default: false },
    // Set once when the organiser cancels; sales stop and every paid order is refunded.
    cancelledAt: { type: Date },
    cancelMessage: { type: String, trim: true, maxlength: 1_000 },
    // "due" from the cancellation until every paid order has a refund (the refund sweep finishes it).
    cancellationRefunds: { type: String, enum: ["due"] },
    // Set while the organiser's account is disabled (its deletion pending): nothing sells and the
    // listings leave the event out; cleared if the deletion is cancelled (lib/domain/accounts/suspend-organiser-events.ts).
    // A string, so the sweeper's check finds them by an indexed equality.
    suspended: { type: String, enum: ["account_closing"] },
    // Waitlist (lib/domain/waitlist, docs/waitlist.md): whether buyers may join once sold out
    // (default on), closed by the organiser (no more joins; those waiting keep their place), how
    // long an offer holds its seats, and `used` once anyone joined: from then on the purchase path
    // first asks whether a waiting entry could take the seats (the queue before the public).
    waitlist: {
      enabled: { type: Boolean, default: true },
      closed: { type: Boolean, default: false },
      offerMinutes: { type: Number, default: 30, min: 5, max: 1440 },
      used: { type: Boolean },
    },
    // Messages (lib/domain/messages): automatic reminders to ticket holders 24 h and 2 h before the
    // start; unset means on (the organiser turns them off in the event form).
    messageReminders: { type: Boolean },
    // Tickets for people (docs/tickets-for-people.md): a holder per ticket, and passing tickets on.
    // "none": the buyer holds every ticket; "name" / "name_and_phone": each ticket names its holder.
    ticketHolders: { type: String, enum: ["none", "name", "name_and_phone"], default: "none" },
    // When holders are asked: on the purchase form, or later through each ticket's link (before the start).
    holdersAskedAt: { type: String, enum: ["purchase", "later"], default: "purchase" },
    transfersAllowed: { type: Boolean, default: true },
    // Transfers close then; unset: at the event's start.
    transfersUntil: { type: Date },
    // ── Resale (docs/resale.md): whether holders may sell tickets back at face value, until when
    // (unset: the event's start), and the fee they bear, as a percentage of the price they paid
    // and/or the new sale's gateway fee.
    resalePolicy: {
      type: new Schema(
        {
          allowed: { type: Boolean, default: false },
          until: { type: Date },
          feePercent: { type: Number, default: 0, min: 0, max: 50 },
          gatewayFee: { type: Boolean, default: false },
        },
        { _id: false },
      ),
    },
    // Listed resale tickets not claimed by a hold, per ticket type id: extra seats of that type on
    // sale once its own stock is gone (lib/domain/inventory/resale-seats.ts keeps it).
    resaleOpen: { type: Map, of: Number, default: undefined },
  },
  { timestamps: true },
);

eventSchema.pre("validate", function setInstants() {
  const startsAt = lagosInstant(this.startDate, this.startTime);
  const endsAt = lagosInstant(this.endDate, this.endTime);
  if (startsAt) this.startsAt = startsAt;
  if (endsAt) this.endsAt = endsAt;
});

// An event saved with only the single-ticket fields sells one "Regular" type with those figures.
eventSchema.pre("validate", function defaultTicketType() {
  if (this.ticketTypes?.length) {
    this.ticketQuantity = this.ticketTypes.reduce((sum, type) => sum + type.quantity, 0);
    return;
  }
  this.set("ticketTypes", [regularTicketType(this)]);
});

export function regularTicketType(event: { ticketPrice: number; ticketQuantity: number; ticketPurchaseLimit: number; seatsTaken?: number | null }) {
  return {
    name: "Regular",
    description: "",
    price: event.ticketPrice,
    quantity: event.ticketQuantity,
    minPerOrder: 1,
    maxPerOrder: event.ticketPurchaseLimit,
    hidden: false,
    taken: event.seatsTaken ?? 0,
  };
}

// Every list the product runs has an index.
eventSchema.index({ organizer: 1, createdAt: -1 }); // organiser dashboards, newest first
eventSchema.index({ organizer: 1, endsAt: 1 }); // an organiser's open events (plan limit) and status tabs
eventSchema.index({ eventCategory: 1, startsAt: 1 }); // category tabs
eventSchema.index({ endsAt: 1, startsAt: 1 }); // all not-ended events, soonest first
eventSchema.index({ featured: 1, endsAt: 1 }); // featured events
eventSchema.index({ endsAt: 1, ticketSold: -1 }); // trending
eventSchema.index({ cancellationRefunds: 1 }, { sparse: true }); // cancellations still refunding
eventSchema.index({ suspended: 1 }, { sparse: true }); // suspensions to check against their organisers
eventSchema.index({ marks: 1 }, { sparse: true }); // order marks the sweeper may clear
eventSchema.index({ startDate: 1 }); // events starting on a Lagos day (the reminder sweep)

export type EventDoc = InferSchemaType<typeof eventSchema>;
export type TicketTypeDoc = InferSchemaType<typeof ticketTypeSchema>;

/** An event as `.lean()` reads it: its category an id, or its id and name once populated. */
export type LeanEvent = Omit<EventDoc, "eventCategory"> & {
  _id: Types.ObjectId;
  eventCategory: Types.ObjectId | { _id: Types.ObjectId; categoryName: string } | null;
  createdAt?: Date;
  updatedAt?: Date;
};

export const Event: Model<EventDoc> = (models.Event as Model<EventDoc>) ?? model<EventDoc>("Event", eventSchema);
