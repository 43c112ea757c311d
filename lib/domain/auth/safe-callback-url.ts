const PROBE_ORIGIN = "http://callback.invalid";

/**
 * Accepts only a same-site path as the place to return to after login. Resolving it against a
 * dummy origin catches the tricks ("//host", "/\host", "/\t/host") that browsers turn into another site.
 */
export function safeCallbackUrl(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return fallback;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
