import { getEnv } from "@/lib/env";

export const CORS_METHODS = "GET, POST, PUT, PATCH, DELETE, OPTIONS";
export const CORS_HEADERS = "Authorization, Content-Type, Bearer";

/** CORS headers for a request's Origin, or none when the origin is not allowed. */
export function corsHeaders(origin: string | null, allowed: string[]): Record<string, string> {
  if (!origin) return {};
  const allowAll = allowed.includes("*");
  if (!allowAll && !allowed.includes(origin)) return {};
  return {
    "Access-Control-Allow-Origin": allowAll ? "*" : origin,
    "Access-Control-Allow-Methods": CORS_METHODS,
    "Access-Control-Allow-Headers": CORS_HEADERS,
    "Access-Control-Max-Age": "600",
    ...(allowAll ? {} : { Vary: "Origin" }),
  };
}

/** Adds the CORS headers for the request's Origin (per `CORS_ORIGINS`) to an API answer. */
export function withCorsHeaders(request: Request, response: Response): Response {
  const headers = corsHeaders(request.headers.get("origin"), getEnv().CORS_ORIGINS);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}
