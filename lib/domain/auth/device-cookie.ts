import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { cookies } from "next/headers";
import { getEnv } from "@/lib/platform/env";

/*
 * A long-lived, signed, httpOnly cookie naming this browser, set when it signs in on our pages. It
 * lets an account know the browser again when its address changes (mobile networks do), for the
 * mail caps (lib/domain/accounts/account-mail-quota.ts). It carries no account and grants nothing.
 */
export const DEVICE_COOKIE = "scheditix.device";
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // the most a browser keeps a cookie

const signatureOf = (id: string) => createHmac("sha256", getEnv().AUTH_SECRET).update(`device\n${id}`).digest("base64url");

/** The device id in a cookie value, or null when it is missing or its signature is wrong. */
export function deviceIdOf(value: string | undefined | null): string | null {
  const [id, signature, ...rest] = (value ?? "").split(".");
  if (!id || !signature || rest.length > 0 || !/^[\w-]{22}$/.test(id)) return null;
  const expected = Buffer.from(signatureOf(id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** This browser's device id (in a server action or route handler), setting the cookie on first use. */
export async function ensureDeviceCookie(): Promise<string> {
  const jar = await cookies();
  const existing = deviceIdOf(jar.get(DEVICE_COOKIE)?.value);
  if (existing) return existing;
  const id = randomBytes(16).toString("base64url");
  const secure = getEnv().SERVER_URL.startsWith("https://");
  jar.set(DEVICE_COOKIE, `${id}.${signatureOf(id)}`, { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: MAX_AGE_SECONDS });
  return id;
}
