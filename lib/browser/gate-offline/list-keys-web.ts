// The browser's side of lib/domain/gate/list-key-server.ts: the same HMAC-SHA256, with WebCrypto.
import { CODE_KEY_CHARS, codeMessage, PHONE_KEY_CHARS, phoneDigits, phoneMessage } from "@/lib/domain/gate/list-keys";

const imported = new Map<string, Promise<CryptoKey>>();

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function base64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function hmacKey(listKey: string): Promise<CryptoKey> {
  let key = imported.get(listKey);
  if (!key) {
    key = crypto.subtle.importKey("raw", base64UrlBytes(listKey), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    imported.set(listKey, key);
  }
  return key;
}

async function keyed(listKey: string, message: string, chars: number): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(listKey), new TextEncoder().encode(message));
  return base64Url(signature).slice(0, chars);
}

/** The list's key for a check-in code (as checkInCodeOf gives it): what the device looks a scan up by. */
export const codeKeyOf = (listKey: string, code: string) => keyed(listKey, codeMessage(code), CODE_KEY_CHARS);

/** The list's key for a typed phone number, or "" when it has too few digits to be one. */
export async function phoneKeyOf(listKey: string, phone: string): Promise<string> {
  const digits = phoneDigits(phone);
  return digits ? keyed(listKey, phoneMessage(digits), PHONE_KEY_CHARS) : "";
}
