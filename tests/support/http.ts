import { randomInt } from "node:crypto";
import { testStack } from "./stack";

export const baseUrl = () => testStack().baseUrl;

// Answers are checked field by field in the tests; a loose type keeps them readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** A client address of its own, so tests do not share per-IP rate limits unless they mean to. */
export const someClientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Calls the real server; answers status, headers and the parsed JSON body. A plain-object `json`
 * is sent as the JSON body; each call comes from a fresh client address unless headers name one.
 */
export async function api(path: string, init: RequestInit & { json?: unknown; token?: string } = {}) {
  const { json, token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", someClientIp());
  if (json !== undefined) headers.set("content-type", "application/json");
  if (token) headers.set("authorization", `Bearer ${token}`);
  const response = await fetch(`${baseUrl()}${path}`, {
    redirect: "manual",
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body: body as Json };
}
