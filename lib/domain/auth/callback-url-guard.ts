import "server-only";
import { cookies } from "next/headers";
import { ApiError } from "@/lib/platform/errors";

/*
 * next-auth's default redirect callback throws on a callbackUrl it cannot parse as a URL (e.g.
 * `http://127.0.0.1:3000.evil.example/x`, or `nowhere`), and the throw is a 500, whether the value
 * came in the query, the callback cookie or a POST body. Our redirect callback (`safeRedirect`) never
 * throws; a bad query is still refused with a 400 and a bad cookie forgotten, as before.
 */

const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

/** The test next-auth applies: an absolute http(s) URL, or a path on this site. */
function isUsableCallbackUrl(value: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? base : undefined).protocol);
  } catch {
    return false;
  }
}

/** A 400 for an unusable `?callbackUrl=`; forgets an unusable callback cookie. */
export async function checkCallbackUrl(request: Request): Promise<ApiError | null> {
  const url = new URL(request.url);
  const query = url.searchParams.get("callbackUrl");
  if (query && !isUsableCallbackUrl(query, url.origin)) {
    return new ApiError("bad_request", "The address to return to after login (callbackUrl) is not a valid URL.");
  }
  const jar = await cookies();
  for (const name of CALLBACK_COOKIES) {
    const value = jar.get(name)?.value;
    if (value && !isUsableCallbackUrl(value, url.origin)) jar.delete(name);
  }
  return null;
}

/**
 * next-auth's redirect callback: a path on this site or an address on this origin as given, anything
 * else (another site, or not a URL at all) the home page. Never throws.
 */
export function safeRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  if (url.startsWith("/")) return `${baseUrl}${url}`;
  try {
    return new URL(url).origin === new URL(baseUrl).origin ? url : baseUrl;
  } catch {
    return baseUrl;
  }
}
