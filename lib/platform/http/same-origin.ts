import { getEnv } from "@/lib/platform/env";

/**
 * Whether a request comes from our own pages: the browser says so (Sec-Fetch-Site), else its
 * Origin is one of ours (APP_URL, SERVER_URL, or the address it was sent to). A request with
 * neither header did not come from a browser page, so no other site can have triggered it.
 */
export function isSameOriginRequest(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const origin = request.headers.get("origin");
  const { APP_URL, SERVER_URL } = getEnv();
  return !origin || [APP_URL, SERVER_URL, request.url].some((url) => new URL(url).origin === origin);
}
