import { inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

// Answers are checked field by field in the tests; a loose type keeps them readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** Calls the real server; answers status, headers and the parsed JSON body. */
export async function api(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: "manual", ...init });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body: body as Json };
}
