import { timingSafeEqual } from "node:crypto";

/**
 * Whether a secret someone gave (a link's key, a webhook's token) is the one expected, compared in
 * constant time so its bytes cannot be guessed by timing. Nothing matches a missing or empty secret.
 */
export function sameSecret(given: string | Buffer | null | undefined, expected: string | Buffer | null | undefined): boolean {
  if (!given || !expected || given.length === 0 || expected.length === 0) return false;
  const a = Buffer.isBuffer(given) ? given : Buffer.from(given);
  const b = Buffer.isBuffer(expected) ? expected : Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
