import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

export const GATE_SCAN_RESULTS = ["admitted", "already_admitted", "revoked", "unknown", "refused", "implausible_time"] as const;
export const GATE_DEVICE_REFUSALS = ["revoked", "already_admitted", "unknown", "forged"] as const;

/**
 * One scan a gate device synced, with the server's verdict. An "already_admitted" scan names the
 * admission that stands, so both devices can be told about the conflict; a "refused" one is a scan
 * the device turned away itself, with its reason.
 */
const gateScanSchema = new Schema(
  {
    event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
    ticket: { type: Schema.Types.ObjectId, ref: "Ticket" },
    code: { type: String, required: true },
    deviceId: { type: String, required: true },
    gate: { type: String, default: "" },
    actorId: { type: String, required: true },
    scannedAt: { type: Date, required: true },
    result: { type: String, enum: GATE_SCAN_RESULTS, required: true },
    // Whether the device had let the holder in before it heard from the server.
    admittedOnDevice: { type: Boolean, default: false },
    // For "refused": why the device refused it.
    refusedReason: { type: String, enum: GATE_DEVICE_REFUSALS },
    // For "already_admitted": the admission that stands.
    winnerDeviceId: { type: String },
    winnerGate: { type: String },
    winnerAt: { type: Date },
  },
  { timestamps: true },
);

gateScanSchema.index({ event: 1, deviceId: 1, code: 1, scannedAt: 1 }, { unique: true }); // a re-sent batch counts once
gateScanSchema.index({ event: 1, result: 1, scannedAt: -1 }); // the live gate view
gateScanSchema.index({ event: 1, winnerDeviceId: 1 }); // conflicts a winning device is told about
gateScanSchema.index({ ticket: 1, result: 1 });

export type GateScanDoc = InferSchemaType<typeof gateScanSchema>;

export const GateScan: Model<GateScanDoc> = (models.GateScan as Model<GateScanDoc>) ?? model<GateScanDoc>("GateScan", gateScanSchema);
