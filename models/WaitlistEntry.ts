import { Schema, model, models, type InferSchemaType, type Model, type Types } from "mongoose";

// waiting: in the queue; offered: seats are held for it in an offer order (offerOrder) until
// offerExpiresAt; bought: the offer was paid; expired / declined: the offer ended unpaid (the
// seats passed on); left: the person left the list. Only waiting entries are offered seats.
export const WAITLIST_STATUSES = ["waiting", "offered", "bought", "expired", "declined", "left"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** One person waiting for seats of one ticket type of a sold-out event (lib/domain/waitlist). */
const waitlistEntrySchema = new Schema(
  {
    event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
    ticketType: { type: Schema.Types.ObjectId, required: true },
    partySize: { type: Number, required: true, min: 1 },
    fullName: { type: String, required: true, trim: true, maxlength: 120 },
    email: { type: String, required: true, trim: true, maxlength: 254 },
    // The e-mail as compared: one entry per person per event.
    emailLower: { type: String, required: true, lowercase: true, maxlength: 254 },
    // As typed, after the Nigerian mobile rules accepted it (lib/domain/validations/auth-rules.ts).
    phone: { type: String, required: true, trim: true, maxlength: 40 },
    // The account that joined, when signed in (it sees its entry on the event page).
    user: { type: Schema.Types.ObjectId, ref: "User" },
    status: { type: String, enum: WAITLIST_STATUSES, required: true, default: "waiting" },
    // Join order: the queue is read by joinedAt, then _id.
    joinedAt: { type: Date, required: true },
    // The offer: the order holding its seats (its id written by the claim, before the order exists).
    offerOrder: { type: Schema.Types.ObjectId, ref: "Order" },
    offeredAt: { type: Date },
    offerExpiresAt: { type: Date },
    // "due" from the claim until the offer's notice was sent (the sweeper sends any a crash left).
    notice: { type: String, enum: ["due"] },
    // Offers made to this entry (a claim undone because the seats went elsewhere does not count).
    offers: { type: Number, default: 0, min: 0 },
    // Made by hand by the organiser ("Offer now"), not by the queue.
    byHand: { type: Boolean },
    endedAt: { type: Date },
  },
  { timestamps: true },
);

waitlistEntrySchema.index({ event: 1, emailLower: 1 }, { unique: true }); // one entry per person per event
waitlistEntrySchema.index({ event: 1, status: 1, joinedAt: 1 }); // the queue, and positions in it
waitlistEntrySchema.index({ status: 1, event: 1 }); // events with people waiting (the sweeper)
waitlistEntrySchema.index({ status: 1, offeredAt: 1 }); // offers out (expiry and repair)
waitlistEntrySchema.index({ notice: 1 }, { sparse: true }); // offer notices still to send
waitlistEntrySchema.index({ user: 1, event: 1 }, { sparse: true }); // a signed-in person's entry

export type WaitlistEntryDoc = InferSchemaType<typeof waitlistEntrySchema>;
export type LeanWaitlistEntry = WaitlistEntryDoc & { _id: Types.ObjectId; createdAt?: Date; updatedAt?: Date };

export const WaitlistEntry: Model<WaitlistEntryDoc> =
  (models.WaitlistEntry as Model<WaitlistEntryDoc>) ?? model<WaitlistEntryDoc>("WaitlistEntry", waitlistEntrySchema);
