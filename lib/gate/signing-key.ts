import "server-only";
import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { upsertRacing } from "@/lib/duplicate-key";
import { NO_TYPE_ID, signedPart } from "@/lib/gate/ticket-payload";
import { GateKey } from "@/models/GateKey";

type EventKey = { publicKey: string; privateKey: KeyObject };

const REMEMBERED_KEYS = 1000;
const keys = new Map<string, EventKey>();

/** A fresh Ed25519 pair: the raw public key (base64url) and the PKCS#8 private key (base64). */
function newKeyPair() {
  const pair = generateKeyPairSync("ed25519");
  const publicKey = pair.publicKey.export({ format: "jwk" }).x as string;
  const privateKey = pair.privateKey.export({ format: "der", type: "pkcs8" }).toString("base64");
  return { publicKey, privateKey };
}

/** The event's signing key, made on first use; two first uses at once agree on one (unique index). */
export async function eventSigningKey(eventId: string): Promise<EventKey> {
  const known = keys.get(eventId);
  if (known) return known;
  const fresh = newKeyPair();
  const stored = await upsertRacing(() =>
    GateKey.findOneAndUpdate({ event: eventId }, { $setOnInsert: { event: eventId, ...fresh } }, { upsert: true, returnDocument: "after" }).lean(),
  );
  if (!stored) throw new Error(`No gate key for event ${eventId}`);
  const key = {
    publicKey: stored.publicKey,
    privateKey: createPrivateKey({ key: Buffer.from(stored.privateKey, "base64"), format: "der", type: "pkcs8" }),
  };
  if (keys.size >= REMEMBERED_KEYS) keys.clear();
  keys.set(eventId, key);
  return key;
}

type SignableTicket = { event: unknown; checkInCode: string; ticketType?: unknown };

/** The text a ticket's QR code carries: its code, event and type, signed with the event's key. */
export async function signedTicketText(ticket: SignableTicket): Promise<string> {
  const eventId = String(ticket.event);
  const typeId = ticket.ticketType ? String(ticket.ticketType) : NO_TYPE_ID;
  const key = await eventSigningKey(eventId);
  const part = signedPart(ticket.checkInCode, eventId, typeId);
  return `${part}.${sign(null, Buffer.from(part), key.privateKey).toString("base64url")}`;
}
