import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/platform/env";

// No "server-only" here: the middleware reads the return origin to write the page's CSP.

const PAGE_PREFIX = "/test-checkout/";

const httpOrigin = (url: string): string | null => {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  return parsed && (parsed.protocol === "http:" || parsed.protocol === "https:") ? parsed.origin : null;
};

const signature = (reference: string, origin: string) =>
  createHmac("sha256", getEnv().AUTH_SECRET).update(`test-checkout-return\n${reference}\n${origin}`).digest("base64url");

/**
 * The TEST MODE hosted checkout page, on this server's own origin. It names (and signs) the origin
 * of the transaction's callback, so the page's CSP can let Pay and Decline return there and nowhere else.
 */
export function testCheckoutUrl(reference: string, callbackUrl: string): string {
  const url = new URL(`${PAGE_PREFIX}${encodeURIComponent(reference)}`, getEnv().SERVER_URL);
  const origin = httpOrigin(callbackUrl);
  if (origin) {
    url.searchParams.set("return", origin);
    url.searchParams.set("sig", signature(reference, origin));
  }
  return url.toString();
}

/** Where the buyer goes back to, as from Paystack's page: the callback with `?reference=` (and `trxref`). */
export function callbackWithReference(callbackUrl: string, reference: string): string {
  const callback = new URL(callbackUrl);
  callback.searchParams.set("reference", reference);
  callback.searchParams.set("trxref", reference);
  return callback.toString();
}

/** The callback origin a TEST MODE checkout page's URL names, when its signature holds; else null. */
export function signedReturnOrigin(url: URL): string | null {
  if (!url.pathname.startsWith(PAGE_PREFIX)) return null;
  const origin = httpOrigin(url.searchParams.get("return") ?? "");
  const given = Buffer.from(url.searchParams.get("sig") ?? "");
  if (!origin || origin !== url.searchParams.get("return")) return null;
  let reference: string;
  try {
    reference = decodeURIComponent(url.pathname.slice(PAGE_PREFIX.length));
  } catch {
    return null;
  }
  const expected = Buffer.from(signature(reference, origin));
  return given.length === expected.length && timingSafeEqual(given, expected) ? origin : null;
}
