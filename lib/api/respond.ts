import type { ApiError } from "@/lib/api/errors";

type Extra = Record<string, unknown>;

/**
 * A JSON answer with its length: the server compresses only answers of 1 KB or more, and a
 * short answer (most of them: an order, a check-in, an error) goes out as is instead of through
 * a gzip stream of its own.
 */
export function json(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json");
  headers.set("content-length", String(bytes.byteLength));
  return new Response(bytes, { status: init.status ?? 200, headers });
}

/** The success envelope: `{ message, data }` (+ fields such as `token` beside them). */
export function ok<T>(data: T, message = "Success", init: { status?: number; extra?: Extra; headers?: HeadersInit } = {}) {
  return json({ message, data, ...init.extra }, { status: init.status ?? 200, headers: init.headers });
}

export const created = <T>(data: T, message = "Created", extra?: Extra) => ok(data, message, { status: 201, extra });

/** The error envelope: `{ message, code, errors? }`, `message` at the top level for existing clients. */
export function fail(error: ApiError, requestId?: string) {
  return json(
    { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) },
    { status: error.status, headers: requestId ? { "x-request-id": requestId } : undefined },
  );
}
