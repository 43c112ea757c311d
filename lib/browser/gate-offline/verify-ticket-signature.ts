// WebCrypto's Ed25519 (Chromium 137+, Firefox 129+, Safari 17+): the device verifies with the event's public key only.
import { parseTicketPayload, signedPart } from "@/lib/domain/gate/ticket-payload";

const keys = new Map<string, Promise<CryptoKey>>();

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function importKey(publicKey: string): Promise<CryptoKey> {
  let key = keys.get(publicKey);
  if (!key) {
    key = crypto.subtle.importKey("raw", base64UrlBytes(publicKey), { name: "Ed25519" }, false, ["verify"]);
    keys.set(publicKey, key);
  }
  return key;
}

/** Whether a scanned text is a ticket payload signed with the event's key; false for bare codes and forgeries. */
export async function isSignedByEvent(text: string, eventId: string, publicKey: string): Promise<boolean> {
  const payload = parseTicketPayload(text);
  if (!payload || payload.eventId !== eventId || !publicKey) return false;
  try {
    const key = await importKey(publicKey);
    const message = new TextEncoder().encode(signedPart(payload.code, payload.eventId, payload.typeId, payload.seat));
    return await crypto.subtle.verify({ name: "Ed25519" }, key, base64UrlBytes(payload.signature), message);
  } catch {
    return false;
  }
}
