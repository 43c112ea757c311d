/** Who is asking, for rate limits and session records. */
export type ClientContext = { ip: string; userAgent: string | null };

/**
 * The client's address: the last X-Forwarded-For hop, which the proxy in front of us appended
 * (Next sets the header to the socket's address when there is no proxy).
 */
export function clientContext(headers: Headers): ClientContext {
  const hops = headers.get("x-forwarded-for")?.split(",").map((hop) => hop.trim()).filter(Boolean) ?? [];
  return { ip: hops.at(-1) || headers.get("x-real-ip") || "unknown", userAgent: headers.get("user-agent") };
}
