import "server-only";
import { createHmac, createSecretKey, hkdfSync, type KeyObject } from "node:crypto";
import { getEnv } from "@/lib/platform/env";
import { CODE_KEY_CHARS, codeMessage, PHONE_KEY_CHARS, phoneDigits, phoneMessage } from "@/lib/domain/gate/list-keys";

const SALT = "scheditix gate lists";

/**
 * An event's list key (32 bytes, base64url), derived from GATE_KEY_SECRET (or AUTH_SECRET) and the
 * event: nothing to store, the same on every instance. A device holding the list and its key can
 * check a code it is shown, not read the codes out of the list.
 */
export function eventListKey(eventId: string): string {
  return Buffer.from(hkdfSync("sha256", getEnv().GATE_KEY_SECRET, SALT, `list key v1\n${eventId}`, 32)).toString("base64url");
}

/** The list key made ready for HMAC once per list: 10,000 tickets hash twice each. */
export const hmacKeyOf = (listKey: string): KeyObject => createSecretKey(Buffer.from(listKey, "base64url"));

const keyed = (key: KeyObject, message: string, chars: number) => createHmac("sha256", key).update(message).digest("base64url").slice(0, chars);

/** The list's key for a check-in code. */
export const codeKey = (key: KeyObject, code: string) => keyed(key, codeMessage(code), CODE_KEY_CHARS);

/** The list's key for a phone number, or "" for none. */
export function phoneKey(key: KeyObject, phone: string): string {
  const digits = phoneDigits(phone);
  return digits ? keyed(key, phoneMessage(digits), PHONE_KEY_CHARS) : "";
}
