import "server-only";
import { createHmac, hkdfSync } from "node:crypto";
import { getEnv } from "@/lib/env";
import { codeMessage, LIST_KEY_CHARS, phoneDigits, phoneMessage } from "@/lib/gate/list-keys";

const SALT = "scheditix gate lists";

/**
 * An event's list key (32 bytes, base64url), derived from GATE_KEY_SECRET (or AUTH_SECRET) and the
 * event: nothing to store, the same on every instance. A device holding the list and its key can
 * check a code it is shown, not read the codes out of the list.
 */
export function eventListKey(eventId: string): string {
  return Buffer.from(hkdfSync("sha256", getEnv().GATE_KEY_SECRET, SALT, `list key v1\n${eventId}`, 32)).toString("base64url");
}

function keyed(listKey: string, message: string): string {
  return createHmac("sha256", Buffer.from(listKey, "base64url")).update(message).digest("base64url").slice(0, LIST_KEY_CHARS);
}

/** The list's key for a check-in code. */
export const codeKey = (listKey: string, code: string) => keyed(listKey, codeMessage(code));

/** The list's key for a phone number, or "" for none. */
export function phoneKey(listKey: string, phone: string): string {
  const digits = phoneDigits(phone);
  return digits ? keyed(listKey, phoneMessage(digits)) : "";
}
