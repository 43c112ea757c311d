import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/** The person holding a ticket, as the organiser's attendee list shows them. */
const attendeeSchema = new Schema(
  {
    event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
    ticket: { type: Schema.Types.ObjectId, ref: "Ticket", required: true },
    fullName: { type: String, required: true, trim: true, maxlength: 120 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    // The buyer's phone when the ticket was issued ("" when none), for lookups at the gate: the
    // check-in list reads it here with the names rather than reading the buyers' accounts.
    phone: { type: String, trim: true, maxlength: 20 },
    needCarPackingSpace: { type: String, enum: ["yes", "no"], default: "no" },
    specialRequest: { type: String, trim: true, maxlength: 500, default: "" },
  },
  { timestamps: true },
);

attendeeSchema.index({ ticket: 1 }, { unique: true });
attendeeSchema.index({ event: 1, fullName: 1 }); // the attendee list, by name

export type AttendeeDoc = InferSchemaType<typeof attendeeSchema>;

export const Attendee: Model<AttendeeDoc> = (models.Attendee as Model<AttendeeDoc>) ?? model<AttendeeDoc>("Attendee", attendeeSchema);
