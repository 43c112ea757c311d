import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type AuthMode = "public" | "optional" | "required";

/**
 * What a route accepts and answers. Route handlers validate against it and
 * `/api/v1/openapi.json` is generated from the list of them, so the two cannot drift.
 */
export type Endpoint<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType> = {
  method: HttpMethod;
  path: string;
  /** The path it had before it moved under its resource: still served by a route re-exporting the handler, documented as deprecated. */
  oldPath?: string;
  /** Kept for clients written against it; its replacement is documented beside it. */
  deprecated?: boolean;
  summary: string;
  tags: string[];
  auth: AuthMode;
  params?: P;
  query?: Q;
  body?: B;
  /** JSON by default; multipart bodies validate their text fields with `body` and hand over their files. */
  bodyType?: "json" | "multipart";
  /** Size cap of the body in bytes (JSON: 64 KB by default). */
  maxBodyBytes?: number;
  /** Multipart file fields, for the API description. */
  files?: Record<string, string>;
  /** Status and a sentence describing `data` on success. */
  success: { status: 200 | 201; description: string };
};

/** Keeps the literal type, so a handler knows exactly which of params, query and body exist. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}
