import { Schema, model, models, type InferSchemaType, type Model, type UpdateQuery } from "mongoose";
import { nameOrderFields } from "@/models/attendee-name-key";

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
    // The list's order by name (models/attendee-name-key.ts), kept with `fullName` by every write
    // (the hooks below); attendees stored before it get theirs at start (lib/domain/gate/backfill-name-keys.ts).
    nameKey: { type: String },
    nameBucket: { type: String },
  },
  { timestamps: true },
);

attendeeSchema.index({ ticket: 1 }, { unique: true });
attendeeSchema.index({ event: 1, fullName: 1 });
// A page of the attendee list, by name: one bucket of the event's names read from the index (docs/big-show-paging.md).
attendeeSchema.index({ event: 1, nameBucket: 1, nameKey: 1 });

// Every write of a name writes its order with it, whichever code makes it.
attendeeSchema.pre("save", function keepNameOrder() {
  if (this.isModified("fullName")) Object.assign(this, nameOrderFields(this.fullName));
});
attendeeSchema.pre("insertMany", function keepNameOrders(docs: unknown) {
  for (const doc of Array.isArray(docs) ? docs : [docs])
    if (doc && typeof doc.fullName === "string") Object.assign(doc, nameOrderFields(doc.fullName));
});
attendeeSchema.pre(["updateOne", "updateMany", "findOneAndUpdate"], function keepUpdatedNameOrder() {
  const update = this.getUpdate() as UpdateQuery<{ fullName?: string }> | null;
  if (!update || Array.isArray(update)) return;
  for (const operator of ["$set", "$setOnInsert"] as const) {
    const fields = update[operator] as Record<string, unknown> | undefined;
    if (typeof fields?.fullName === "string") update[operator] = { ...fields, ...nameOrderFields(fields.fullName) };
  }
  if (typeof update.fullName === "string") Object.assign(update, nameOrderFields(update.fullName));
});

export type AttendeeDoc = InferSchemaType<typeof attendeeSchema>;

export const Attendee: Model<AttendeeDoc> = (models.Attendee as Model<AttendeeDoc>) ?? model<AttendeeDoc>("Attendee", attendeeSchema);
