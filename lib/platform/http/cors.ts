import { getEnv } from "@/lib/platform/env";

export const CORS_METHODS = "GET, POST, PUT, PATCH, DELETE, OPTIONS";
export const CORS_HEADERS = "Authorization, Content-Type, Bearer";

const ALLOW = { "Access-Control-Allow-Methods": CORS_METHODS, "Access-Control-Allow-Headers": CORS_HEADERS, "Access-Control-Max-Age": "600" };

/**
 * CORS headers for a request's Origin. Any origin allowed: the same headers whatever the request
 * carries, so one answer can be shared by every caller (the front cache). A list of origins: a
 * listed one is echoed, and every response says it varies on Origin, so no shared cache hands one
 * origin's answer to another.
 */
export function corsHeaders(origin: string | null, allowed: string[]): Record<string, string> {
  if (allowed.includes("*")) return { "Access-Control-Allow-Origin": "*", ...ALLOW };
  if (!origin || !allowed.includes(origin)) return { Vary: "Origin" };
  return { "Access-Control-Allow-Origin": origin, ...ALLOW, Vary: "Origin" };
}

/** Adds the CORS headers for the request's Origin (per `CORS_ORIGINS`) to an API answer. */
export function withCorsHeaders(request: Request, response: Response): Response {
  const headers = corsHeaders(request.headers.get("origin"), getEnv().CORS_ORIGINS);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}
