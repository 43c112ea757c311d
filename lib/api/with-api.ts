import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Endpoint } from "@/lib/api/endpoint";
import { ApiError } from "@/lib/platform/errors";
import { fieldErrors, toApiError } from "@/lib/api/map-error";
import { readJsonBody, readMultipartBody } from "@/lib/api/read-body";
import { fail } from "@/lib/api/respond";
import { resolveCaller, type Caller } from "@/lib/domain/auth/resolve-caller";
import { withCorsHeaders } from "@/lib/platform/http/cors";
import { logger } from "@/lib/platform/logger";

type Part<E, K extends "params" | "query" | "body"> = E extends { [P in K]: infer S extends z.ZodType } ? z.infer<S> : undefined;
type CallerFor<E> = E extends { auth: "required" } ? Caller : Caller | null;

export type ApiContext<E extends Endpoint> = {
  request: Request;
  requestId: string;
  params: Part<E, "params">;
  query: Part<E, "query">;
  body: Part<E, "body">;
  /** Uploaded files of a multipart body, by field name. */
  files: Record<string, File>;
  caller: CallerFor<E>;
};

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The one wrapper every /api/v1 handler goes through: resolves the caller, validates
 * params (400), query and body (422), and maps every error to the JSON envelope.
 */
export function withApi<E extends Endpoint>(endpoint: E, handler: (context: ApiContext<E>) => Promise<Response>) {
  return async function route(request: Request, routeContext: RouteContext): Promise<Response> {
    const requestId = request.headers.get("x-request-id") ?? randomUUID();
    const started = performance.now();
    let response: Response;
    try {
      const caller = await authenticate(endpoint, request);
      const params = parseParams(endpoint, await routeContext.params);
      const query = parseWith(endpoint.query, Object.fromEntries(new URL(request.url).searchParams));
      const { body, files } = await parseBody(endpoint, request);
      response = await handler({ request, requestId, params, query, body, files, caller } as ApiContext<E>);
    } catch (error) {
      response = errorResponse(error, request, endpoint, requestId);
    }
    response.headers.set("x-request-id", requestId);
    withCorsHeaders(request, response);
    logger.debug("api request", {
      requestId,
      method: request.method,
      // The route's template, not the URL: links carry tokens that must never reach the logs.
      route: endpoint.path,
      status: response.status,
      ms: Math.round(performance.now() - started),
    });
    return response;
  };
}

function parseParams(endpoint: Endpoint, raw: Record<string, unknown>) {
  if (!endpoint.params) return undefined;
  const parsed = endpoint.params.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  const [field, messages] = Object.entries(errors)[0] ?? ["id", ["is invalid"]];
  throw new ApiError("bad_request", `${field}: ${messages[0]}`, errors);
}

function parseWith(schema: z.ZodType | undefined, value: unknown) {
  return schema ? schema.parse(value) : undefined;
}

async function parseBody(endpoint: Endpoint, request: Request) {
  if (endpoint.bodyType === "multipart") {
    const { fields, files } = await readMultipartBody(request, endpoint.maxBodyBytes ?? 6 * 1024 * 1024);
    return { body: parseWith(endpoint.body, fields), files };
  }
  const body = endpoint.body ? parseWith(endpoint.body, await readJsonBody(request, endpoint.maxBodyBytes)) : undefined;
  return { body, files: {} };
}

async function authenticate(endpoint: Endpoint, request: Request): Promise<Caller | null> {
  if (endpoint.auth === "public") return null;
  const resolution = await resolveCaller(request);
  if (resolution.status === "authenticated") return resolution.caller;
  if (resolution.status === "cross-site") throw new ApiError("forbidden", "Cross-site requests are not allowed");
  if (endpoint.auth === "optional" && resolution.status === "anonymous") return null;
  throw new ApiError("unauthorized", resolution.status === "invalid" ? "Session timed-out: Please login to continue" : "Unauthorized");
}

function errorResponse(error: unknown, request: Request, endpoint: Endpoint, requestId: string): Response {
  const apiError = toApiError(error);
  const where = { requestId, method: request.method, route: endpoint.path };
  if (apiError) {
    if (apiError.status >= 500) logger.error("api dependency failure", { ...where, error });
    return fail(apiError, requestId);
  }
  logger.error("unhandled api error", { ...where, error });
  return fail(new ApiError("internal_error", `Something went wrong on our side (request ${requestId})`), requestId);
}
