import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Sealing of the events' private signing keys at rest: AES-256-GCM under a key derived with HKDF
 * (SHA-256) from a secret of the environment. A sealed key reads
 * `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts); the key id names the secret that sealed
 * it, so a key sealed before a change of secret is opened with the previous one and sealed again.
 * The additional data binds a sealed key to its event and public key: copied onto another event's
 * record, it does not open.
 */

const VERSION = "v1";
const SALT = "scheditix gate keys";
const IV_BYTES = 12;

type SealingKey = { id: string; key: Buffer };
export type GateKeyring = { current: SealingKey; previous: SealingKey[] };

/** A sealed key that cannot be opened: another secret sealed it, or it was altered. */
export class UnreadableGateKey extends Error {
  constructor(reason: string) {
    super(`The signing key cannot be decrypted: ${reason}`);
    this.name = "UnreadableGateKey";
  }
}

function sealingKey(secret: string): SealingKey {
  const key = Buffer.from(hkdfSync("sha256", secret, SALT, "private key encryption v1", 32));
  const id = Buffer.from(hkdfSync("sha256", secret, SALT, "key id v1", 6)).toString("base64url");
  return { id, key };
}

/** The keys that seal (the current secret's) and open (every secret's) signing keys. */
export function gateKeyring(currentSecret: string, previousSecrets: readonly string[] = []): GateKeyring {
  return { current: sealingKey(currentSecret), previous: previousSecrets.map(sealingKey) };
}

/** What a sealed key is bound to: its event and its public key. */
export const gateKeyBinding = (eventId: string, publicKey: string) => `gate-key\n${eventId}\n${publicKey}`;

export function sealGateKey(plain: Buffer, binding: string, ring: GateKeyring): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", ring.current.key, iv);
  cipher.setAAD(Buffer.from(binding));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [VERSION, ring.current.id, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** Whether the sealed key was sealed with the current secret (else it is sealed again once opened). */
export const sealedWithCurrent = (sealed: string, ring: GateKeyring) => sealed.split(".")[1] === ring.current.id;

export function openGateKey(sealed: string, binding: string, ring: GateKeyring): Buffer {
  const [version, id, iv, data, tag, ...rest] = sealed.split(".");
  if (version !== VERSION || !id || !iv || !data || !tag || rest.length > 0) throw new UnreadableGateKey("not a sealed key");
  const sealer = [ring.current, ...ring.previous].find((candidate) => candidate.id === id);
  if (!sealer) throw new UnreadableGateKey("sealed with a secret this server does not have");
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealer.key, Buffer.from(iv, "base64url"), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(binding));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]);
  } catch {
    throw new UnreadableGateKey("altered, or bound to another event");
  }
}
