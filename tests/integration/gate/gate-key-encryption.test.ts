import { createPublicKey, generateKeyPairSync, verify } from "node:crypto";
import jsQR from "jsqr";
import mongoose from "mongoose";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { testStack } from "../../support/stack";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { api, baseUrl } from "../../support/http";
import { eventFor, purchase, ticketsOfOrder } from "../../support/purchases";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-secret.mjs";
import { webSession } from "../../support/web-session";

type Envelope = typeof import("@/lib/domain/gate/gate-key-envelope");
let envelope: Envelope;
let sealGateKeys: typeof import("@/lib/domain/gate/seal-gate-keys").sealGateKeys;

const OTHER_SECRET = "a-secret-this-server-has-never-been-given-0123";

/** A pair as keys were stored before sealing: raw public key (base64url), PKCS#8 private key. */
function legacyPair() {
  const pair = generateKeyPairSync("ed25519");
  return {
    publicKey: pair.publicKey.export({ format: "jwk" }).x as string,
    der: pair.privateKey.export({ format: "der", type: "pkcs8" }),
    privateKey: pair.privateKey,
  };
}

const verifies = (publicKey: string, text: string) => {
  const [code, event, type, signature] = text.split(".");
  const key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: publicKey }, format: "jwk" });
  return verify(null, Buffer.from(`${code}.${event}.${type}`), key, Buffer.from(signature ?? "", "base64url"));
};

const gateKeys = async () => (await database()).collection("gatekeys");
const listKey = async (eventId: string, token: string) => (await api(`/api/v1/events/${eventId}/gate/list`, { token })).body.data.publicKey as string;

/** The texts of the QR codes on the buyer's tickets page, as a scanner reads them. */
async function qrTexts(email: string): Promise<string[]> {
  const session = await webSession(email, PASSWORD);
  const page = await fetch(`${baseUrl()}/dashboard/ticket-purchased`, { headers: { cookie: session.cookie } });
  const images = [...(await page.text()).matchAll(/data:image\/png;base64,([A-Za-z0-9+/=]+)/g)].map((match) => match[1]!);
  return Promise.all(
    images.map(async (image) => {
      const { data, info } = await sharp(Buffer.from(image, "base64")).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? "";
    }),
  );
}

/** A free event whose key is stored as given before the server ever reads it, and a buyer. */
async function eventWithStoredKey(key: Record<string, unknown>) {
  const setup = await eventFor({ ticketPrice: "0", ticketPurchaseLimit: "4" });
  await (await gateKeys()).insertOne({ event: new mongoose.Types.ObjectId(setup.eventId), createdAt: new Date(), updatedAt: new Date(), ...key });
  return { ...setup, buyer: await verifiedUser() };
}

beforeAll(async () => {
  // The same database and secret as the test server: what this process seals, the server opens.
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  process.env.AUTH_SECRET = TEST_AUTH_SECRET;
  envelope = await import("@/lib/domain/gate/gate-key-envelope");
  ({ sealGateKeys } = await import("@/lib/domain/gate/seal-gate-keys"));
});

describe("signing keys at rest", () => {
  it("are sealed by the start's migration; the public key stays, so tickets signed before and after verify", async () => {
    const legacy = legacyPair();
    const { eventId, organiser, buyer } = await eventWithStoredKey({ publicKey: legacy.publicKey, privateKey: legacy.der.toString("base64") });
    await (await database()).collection("migrations").deleteOne({ _id: "gate-keys-sealed" as never });
    expect((await sealGateKeys()).sealed).toBeGreaterThanOrEqual(1);

    const stored = await (await gateKeys()).findOne({ event: new mongoose.Types.ObjectId(eventId) });
    expect(stored?.privateKey).toBeUndefined();
    expect(stored?.publicKey).toBe(legacy.publicKey);
    const text = JSON.stringify(stored);
    expect(text).not.toContain(legacy.der.toString("base64").slice(-44));
    expect(text).not.toContain(legacy.der.subarray(-32).toString("base64"));
    expect(text).not.toContain(legacy.der.subarray(-32).toString("hex"));
    const binding = envelope.gateKeyBinding(eventId, legacy.publicKey);
    expect(envelope.openGateKey(stored?.sealedKey, binding, envelope.gateKeyring(TEST_AUTH_SECRET)).equals(legacy.der)).toBe(true);
    expect(() => envelope.openGateKey(stored?.sealedKey, binding, envelope.gateKeyring(OTHER_SECRET))).toThrow(envelope.UnreadableGateKey);

    // The scanners keep the public key they have, so QR codes sent before the sealing still verify there.
    expect(await listKey(eventId, organiser.token)).toBe(legacy.publicKey);
    // A ticket sold now is signed by the server with the sealed key, which it decrypts.
    const orderId = (await purchase(buyer.token, eventId, 1)).body.data[0]._id as string;
    const [code] = (await ticketsOfOrder(orderId)).map((ticket) => ticket.checkInCode as string);
    const newText = (await qrTexts(buyer.email)).find((qr) => qr.startsWith(`${code}.`));
    expect(newText).toBeDefined();
    expect(verifies(legacy.publicKey, newText!)).toBe(true);
  });

  it("that no secret opens and that signed tickets already are kept: the sale goes on with bare codes", async () => {
    const lost = legacyPair();
    const sealedKey = envelope.sealGateKey(lost.der, "unused", envelope.gateKeyring(OTHER_SECRET));
    const { eventId, organiser, buyer } = await eventWithStoredKey({ publicKey: lost.publicKey, sealedKey, firstSignedAt: new Date() });
    const bought = await purchase(buyer.token, eventId, 2);
    expect(bought.status).toBe(201);
    const codes = (await ticketsOfOrder(bought.body.data[0]._id as string)).map((ticket) => ticket.checkInCode as string).sort();
    expect(codes).toHaveLength(2);
    // The QR codes carry the bare check-in codes, which work through the list and online.
    expect([...new Set(await qrTexts(buyer.email))].sort()).toEqual(codes);
    expect(await listKey(eventId, organiser.token)).toBe(lost.publicKey);
    const admitted = await api(`/api/v1/check-in/${eventId}`, { method: "POST", token: organiser.token, json: { checkInCode: codes[0] } });
    expect(admitted.status).toBe(200);
  });

  it("that no secret opens and that never signed a ticket are replaced by a new key", async () => {
    const lost = legacyPair();
    const sealedKey = envelope.sealGateKey(lost.der, "unused", envelope.gateKeyring(OTHER_SECRET));
    const { eventId, organiser, buyer } = await eventWithStoredKey({ publicKey: lost.publicKey, sealedKey });
    const orderId = (await purchase(buyer.token, eventId, 1)).body.data[0]._id as string;
    const [code] = (await ticketsOfOrder(orderId)).map((ticket) => ticket.checkInCode as string);
    const publicKey = await listKey(eventId, organiser.token);
    expect(publicKey).not.toBe(lost.publicKey);
    const text = (await qrTexts(buyer.email)).find((qr) => qr.startsWith(`${code}.`));
    expect(text).toBeDefined();
    expect(verifies(publicKey, text!)).toBe(true);
  });
});
