import type { ApiError } from "@/lib/platform/errors";

type Extra = Record<string, unknown>;

// Below this size gzip saves a few hundred bytes and costs a compression stream per response.
const COMPRESS_FROM_BYTES = 1024;

/**
 * A JSON response. A short one (most of them: an order, a check-in, an error) is marked
 * `no-transform`, which tells the server's compression (and any proxy) to send it as is: Next
 * drops a route's Content-Length, so its own 1 KB threshold never applies to route handlers.
 */
export function json(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const text = JSON.stringify(body);
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json");
  if (Buffer.byteLength(text) < COMPRESS_FROM_BYTES) {
    const cacheControl = headers.get("cache-control");
    headers.set("cache-control", cacheControl ? `${cacheControl}, no-transform` : "no-transform");
  }
  return new Response(text, { status: init.status ?? 200, headers });
}

/** The success envelope: `{ message, data }` (+ fields such as `token` beside them). */
export function ok<T>(data: T, message = "Success", init: { status?: number; extra?: Extra; headers?: HeadersInit } = {}) {
  return json({ message, data, ...init.extra }, { status: init.status ?? 200, headers: init.headers });
}

export const created = <T>(data: T, message = "Created", extra?: Extra) => ok(data, message, { status: 201, extra });

/** The error envelope: `{ message, code, errors?, data? }`, `message` at the top level for existing clients. */
export function fail(error: ApiError, requestId?: string) {
  return json(
    { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}), ...(error.data ? { data: error.data } : {}) },
    {
      status: error.status,
      headers: {
        ...(requestId ? { "x-request-id": requestId } : {}),
        ...(error.retryAfterSeconds ? { "retry-after": String(error.retryAfterSeconds) } : {}),
      },
    },
  );
}
