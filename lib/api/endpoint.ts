import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type AuthMode = "public" | "optional" | "required";

/**
 * What a route accepts and answers. Route handlers validate against it and
 * `/api/v1/openapi.json` is generated from the list of them, so the two cannot drift.
 */
export type Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  auth: AuthMode;
  params?: P;
  query?: Q;
  body?: B;
  /** Status and a sentence describing `data` on success. */
  success: { status: 200 | 201; description: string };
};

/** Keeps the literal type, so a handler knows exactly which of params, query and body exist. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}
