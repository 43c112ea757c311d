import { NextResponse } from "next/server";
import type { ApiError } from "@/lib/api/errors";

type Extra = Record<string, unknown>;

/** The success envelope: `{ message, data }` (+ fields such as `token` beside them). */
export function ok<T>(data: T, message = "Success", init: { status?: number; extra?: Extra; headers?: HeadersInit } = {}) {
  return NextResponse.json({ message, data, ...init.extra }, { status: init.status ?? 200, headers: init.headers });
}

export const created = <T>(data: T, message = "Created", extra?: Extra) => ok(data, message, { status: 201, extra });

/** The error envelope: `{ message, code, errors? }`, `message` at the top level for existing clients. */
export function fail(error: ApiError, requestId?: string) {
  return NextResponse.json(
    { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) },
    { status: error.status, headers: requestId ? { "x-request-id": requestId } : undefined },
  );
}
