// Not "server-only": the scanner computes the same keys in the browser (lib/browser/gate-offline/list-keys-web.ts).

/**
 * The offline list carries no check-in code and no phone number: each ticket carries a keyed hash
 * of its code (and of its holder's phone), HMAC-SHA256 under the event's list key, which the device
 * receives with the list. A scanned or typed code, or a typed phone, is hashed the same way and
 * looked up. A code's hash is cut to 72 bits (12 base64url characters), a phone's to 48 (8): far
 * beyond a chance match among an event's tickets, while the list stays small (the hashes do not
 * compress, and they are most of its bytes).
 */
export const CODE_KEY_CHARS = 12;
export const PHONE_KEY_CHARS = 8;

/** What is hashed for a check-in code: the code as checkInCodeOf gives it (upper case). */
export const codeMessage = (code: string) => `code:${code}`;

/** A phone's last ten digits (0803 123 4567, +234 803 123 4567 and 8031234567 are one number), or "" when too short. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 7 ? digits.slice(-10) : "";
}

export const phoneMessage = (digits: string) => `phone:${digits}`;

/** The last digits of a phone a gate may show ("…4567"), never the whole number. */
export const PHONE_END_DIGITS = 3;
