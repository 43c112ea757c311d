import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/**
 * An event's Ed25519 key pair for signed ticket QR codes. The private key never leaves the server
 * and is stored sealed (lib/domain/gate/gate-key-envelope.ts); gate devices receive the public key with
 * the check-in list and verify new tickets offline.
 */
const gateKeySchema = new Schema(
  {
    event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
    // Raw 32-byte public key, base64url: what WebCrypto imports as "raw".
    publicKey: { type: String, required: true },
    // PKCS#8 DER, sealed with AES-256-GCM under GATE_KEY_SECRET (or AUTH_SECRET).
    sealedKey: { type: String },
    // PKCS#8 DER, base64, in the clear: keys from before sealing, until the start that seals them.
    privateKey: { type: String },
    // When it first signed a ticket: from then on QR codes depend on it, so it is never replaced.
    firstSignedAt: { type: Date },
  },
  { timestamps: true },
);

gateKeySchema.index({ event: 1 }, { unique: true });

export type GateKeyDoc = InferSchemaType<typeof gateKeySchema>;

export const GateKey: Model<GateKeyDoc> = (models.GateKey as Model<GateKeyDoc>) ?? model<GateKeyDoc>("GateKey", gateKeySchema);
