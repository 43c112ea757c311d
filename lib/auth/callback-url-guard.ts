import "server-only";
import { cookies } from "next/headers";
import { ApiError } from "@/lib/api/errors";

/*
 * next-auth answers 500 to a callbackUrl (query or cookie) it cannot parse as a URL, e.g.
 * `http://127.0.0.1:3000.evil.example/x`. We refuse such a query with a 400 and forget such a
 * cookie, so next-auth only ever sees addresses it can judge (its redirect callback keeps them on site).
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
