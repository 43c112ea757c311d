import "server-only";
import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { upsertRacing } from "@/lib/platform/duplicate-key";
import { getEnv } from "@/lib/platform/env";
import {
  gateKeyBinding,
  gateKeyring,
  openGateKey,
  sealGateKey,
  sealedWithCurrent,
  UnreadableGateKey,
  type GateKeyring,
} from "@/lib/domain/gate/gate-key-envelope";
import { NO_TYPE_ID, signedPart } from "@/lib/domain/gate/ticket-payload";
import { logger } from "@/lib/platform/logger";
import { GateKey } from "@/models/GateKey";

/** An event's key: the private half is null when this server cannot decrypt it (see `signedTicketText`). */
type EventKey = { publicKey: string; privateKey: KeyObject | null };
type StoredKey = { _id: unknown; publicKey: string; sealedKey?: string | null; privateKey?: string | null; firstSignedAt?: Date | null };

const REMEMBERED_KEYS = 1000;
const keys = new Map<string, EventKey & { privateKey: KeyObject }>();
// An unreadable key is tried again this long after (GATE_KEY_PREVIOUS_SECRETS may be set by then);
// meanwhile a ticket page or e-mail does not read, generate and fail to decrypt a key per QR code.
const UNREADABLE_RETRY_MS = 60_000;
const unreadable = new Map<string, { publicKey: string; until: number }>();
const reportedUnreadable = new Set<string>();

let ring: GateKeyring | undefined;

/** The sealing keys of this process, derived once from GATE_KEY_SECRET (or AUTH_SECRET) and the previous secrets. */
export function currentGateKeyring(): GateKeyring {
  const env = getEnv();
  ring ??= gateKeyring(env.GATE_KEY_SECRET, env.GATE_KEY_PREVIOUS_SECRETS);
  return ring;
}

/** A fresh Ed25519 pair for the event: the raw public key (base64url) and the sealed PKCS#8 private key. */
function newKeyPair(eventId: string) {
  const pair = generateKeyPairSync("ed25519");
  const publicKey = pair.publicKey.export({ format: "jwk" }).x as string;
  const der = pair.privateKey.export({ format: "der", type: "pkcs8" });
  return { publicKey, sealedKey: sealGateKey(der, gateKeyBinding(eventId, publicKey), currentGateKeyring()) };
}

/** The event's stored key, made on first use; two first uses at once agree on one (unique index). */
async function storedKey(eventId: string): Promise<StoredKey> {
  const stored = await upsertRacing(() =>
    GateKey.findOneAndUpdate(
      { event: eventId },
      { $setOnInsert: { event: eventId, ...newKeyPair(eventId) } },
      { upsert: true, returnDocument: "after" },
    ).lean<StoredKey>(),
  );
  if (!stored) throw new Error(`No gate key for event ${eventId}`);
  return stored;
}

/**
 * Seals a stored key with the current secret: a key from before sealing (in the clear) or one
 * sealed with a previous secret. Conditional on the record being as read, so two processes doing
 * it at once write once; the public key never changes, so tickets signed before still verify.
 */
export async function resealGateKey(eventId: string, stored: StoredKey, der: Buffer): Promise<void> {
  const sealedKey = sealGateKey(der, gateKeyBinding(eventId, stored.publicKey), currentGateKeyring());
  const asRead = stored.sealedKey ? { sealedKey: stored.sealedKey } : { privateKey: stored.privateKey };
  await GateKey.updateOne({ _id: stored._id, ...asRead }, { $set: { sealedKey }, $unset: { privateKey: 1 } });
}

/** The private key's PKCS#8 bytes, sealing it again when it is in the clear or under a previous secret. */
export async function openStoredKey(eventId: string, stored: StoredKey): Promise<Buffer> {
  if (!stored.sealedKey) {
    const der = Buffer.from(stored.privateKey ?? "", "base64");
    await resealGateKey(eventId, stored, der);
    return der;
  }
  const der = openGateKey(stored.sealedKey, gateKeyBinding(eventId, stored.publicKey), currentGateKeyring());
  if (!sealedWithCurrent(stored.sealedKey, currentGateKeyring())) await resealGateKey(eventId, stored, der);
  return der;
}

/**
 * When the key cannot be decrypted (the secret changed and the old one is not among the previous
 * secrets): a key that never signed a ticket is replaced — no QR code depends on it. One that did
 * is kept: a new public key would make the scanners refuse every QR code already sent as forged.
 * Its event's tickets then carry their bare check-in code (see `signedTicketText`).
 */
async function replaceIfUnused(eventId: string, stored: StoredKey): Promise<StoredKey | null> {
  if (stored.firstSignedAt || !stored.sealedKey) return null;
  await GateKey.updateOne(
    { _id: stored._id, sealedKey: stored.sealedKey, firstSignedAt: { $exists: false } },
    { $set: newKeyPair(eventId), $unset: { privateKey: 1 } },
  );
  logger.warn("replaced an unreadable gate signing key that had signed no ticket", { eventId });
  return GateKey.findOne({ event: eventId }).lean<StoredKey>();
}

/**
 * Marks the key as one tickets depend on, before its first signature leaves this process. False
 * when the record holds another key by now: a process that could not decrypt this one replaced it
 * (it had signed nothing), and a signature with it would be refused by every scanner as forged.
 */
async function markSigning(stored: StoredKey): Promise<boolean> {
  if (stored.firstSignedAt) return true;
  const asRead = { _id: stored._id, publicKey: stored.publicKey };
  const marked = await GateKey.updateOne({ ...asRead, firstSignedAt: { $exists: false } }, { $set: { firstSignedAt: new Date() } });
  return marked.matchedCount > 0 || (await GateKey.exists(asRead)) !== null;
}

const asPrivateKey = (der: Buffer) => createPrivateKey({ key: der, format: "der", type: "pkcs8" });

// Each retry follows a key replaced under us; two are plenty (a replacement needs an unsigned key).
const MARK_ATTEMPTS = 3;

async function readableKey(eventId: string, stored: StoredKey, attempt = 1): Promise<EventKey> {
  const again = () => {
    if (attempt >= MARK_ATTEMPTS) throw new Error(`The gate key of event ${eventId} kept being replaced while it was read`);
    return storedKey(eventId).then((current) => readableKey(eventId, current, attempt + 1));
  };
  try {
    const privateKey = asPrivateKey(await openStoredKey(eventId, stored));
    if (!(await markSigning(stored))) return again();
    return { publicKey: stored.publicKey, privateKey };
  } catch (error) {
    // Anything else (the database failing, say) is no reason to give up signing: it is thrown.
    if (!(error instanceof UnreadableGateKey)) throw error;
    const replaced = await replaceIfUnused(eventId, stored);
    const opened = replaced ? await openStoredKey(eventId, replaced).catch(() => null) : null;
    if (replaced && opened) {
      if (!(await markSigning(replaced))) return again();
      return { publicKey: replaced.publicKey, privateKey: asPrivateKey(opened) };
    }
    if (!reportedUnreadable.has(eventId)) {
      reportedUnreadable.add(eventId);
      logger.error("gate signing key unreadable: new tickets carry their bare check-in code until GATE_KEY_PREVIOUS_SECRETS names the old secret", {
        eventId,
        error,
      });
    }
    return { publicKey: stored.publicKey, privateKey: null };
  }
}

/** The event's public key, as the check-in list sends it to gate devices: one indexed read, no decryption. */
export async function eventPublicKey(eventId: string): Promise<string> {
  const known = keys.get(eventId) ?? (await GateKey.findOne({ event: eventId }, { publicKey: 1 }).lean());
  return known?.publicKey ?? (await storedKey(eventId)).publicKey;
}

/** The event's signing key, made on first use. An unreadable one is tried again a minute later. */
export async function eventSigningKey(eventId: string): Promise<EventKey> {
  const known = keys.get(eventId);
  if (known) return known;
  const failed = unreadable.get(eventId);
  if (failed && failed.until > Date.now()) return { publicKey: failed.publicKey, privateKey: null };
  const key = await readableKey(eventId, await storedKey(eventId));
  if (!key.privateKey) {
    if (unreadable.size >= REMEMBERED_KEYS) unreadable.clear();
    unreadable.set(eventId, { publicKey: key.publicKey, until: Date.now() + UNREADABLE_RETRY_MS });
    return key;
  }
  unreadable.delete(eventId);
  if (keys.size >= REMEMBERED_KEYS) keys.clear();
  keys.set(eventId, { publicKey: key.publicKey, privateKey: key.privateKey });
  return key;
}

type SignableTicket = { event: unknown; checkInCode: string; ticketType?: unknown; order?: unknown; seatIndex?: number; issueNumber?: number | null };

/**
 * The text a ticket's QR code carries: its code, event and type, signed with the event's key. When
 * the key cannot be decrypted, the bare check-in code: the ticket still works through the list
 * (online, and offline once the scanner has synced), and the sale goes on.
 */
export async function signedTicketText(ticket: SignableTicket): Promise<string> {
  const eventId = String(ticket.event);
  const typeId = ticket.ticketType ? String(ticket.ticketType) : NO_TYPE_ID;
  const key = await eventSigningKey(eventId);
  if (!key.privateKey) return ticket.checkInCode;
  // A ticket issued by a transfer names its seat and issue, so a scanner that saw a newer issue refuses it (docs/tickets-for-people.md).
  const issue = ticket.issueNumber ?? 1;
  const seat =
    issue > 1 && ticket.order && ticket.seatIndex !== undefined ? { order: String(ticket.order), index: ticket.seatIndex, issue } : undefined;
  const part = signedPart(ticket.checkInCode, eventId, typeId, seat);
  return `${part}.${sign(null, Buffer.from(part), key.privateKey).toString("base64url")}`;
}
