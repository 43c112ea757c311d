import { createHmac, timingSafeEqual } from "node:crypto";

/** Paystack's webhook signature: HMAC-SHA512 of the raw body with the secret key, hex. */
export function signPayload(rawBody: string, secretKey: string): string {
  return createHmac("sha512", secretKey).update(rawBody).digest("hex");
}

/** Compares in constant time, so the signature cannot be guessed byte by byte. */
export function isValidSignature(rawBody: string, signature: string | null, secretKey: string): boolean {
  if (!signature || !/^[a-f0-9]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signPayload(rawBody, secretKey), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
