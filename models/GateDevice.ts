import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/** A phone or laptop scanning at an event's gate, as the live gate view lists it. */
const gateDeviceSchema = new Schema(
  {
    event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
    deviceId: { type: String, required: true },
    gate: { type: String, default: "" },
    // Who scans with it (a user id or a link id) and how they are shown.
    actorId: { type: String, required: true },
    actorLabel: { type: String, default: "" },
    lastSyncAt: { type: Date, required: true },
    // Scans the device had queued when it last synced.
    queuedAtLastSync: { type: Number, default: 0 },
  },
  { timestamps: true },
);

gateDeviceSchema.index({ event: 1, deviceId: 1 }, { unique: true });

export type GateDeviceDoc = InferSchemaType<typeof gateDeviceSchema>;

export const GateDevice: Model<GateDeviceDoc> = (models.GateDevice as Model<GateDeviceDoc>) ?? model<GateDeviceDoc>("GateDevice", gateDeviceSchema);
