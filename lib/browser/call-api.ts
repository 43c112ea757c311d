export type FieldMessages = Record<string, string | undefined>;

export type ApiResponse =
  | { ok: true; status: number; message: string; data: unknown }
  | { ok: false; status: number; message: string; fieldMessages: FieldMessages; data?: unknown };

export type ApiSuccess = Extract<ApiResponse, { ok: true }>;
export type ApiFailure = Extract<ApiResponse, { ok: false }>;

export const CONNECTION_ERROR = "Check your connection and try again.";

type Envelope = { message?: string; data?: unknown; errors?: Record<string, string[]> };

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Our own `{ message, data, errors }` envelope, read by hand: zod would add about a sixth to the
 * JavaScript of every page with a form. A part of the wrong shape is left out, as if absent.
 */
function readEnvelope(body: unknown): Envelope {
  if (!isRecord(body)) return {};
  const errors =
    isRecord(body.errors) && Object.values(body.errors).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === "string"));
  return {
    message: typeof body.message === "string" ? body.message : undefined,
    data: body.data,
    errors: errors ? (body.errors as Record<string, string[]>) : undefined,
  };
}

/**
 * Calls the same-origin API and reads its `{ message, data }` / `{ message, errors }` envelope.
 * A FormData body goes as multipart (with files); anything else as JSON.
 */
export async function callApi(
  path: string,
  init: { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const isForm = init.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "POST",
      headers: { ...(init.body === undefined || isForm ? {} : { "Content-Type": "application/json" }), ...init.headers },
      body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, message: CONNECTION_ERROR, fieldMessages: {} };
  }
  const body = readEnvelope(await response.json().catch(() => ({})));
  const message = body.message ?? "";
  if (response.ok) return { ok: true, status: response.status, message, data: body.data };
  return { ok: false, status: response.status, message, fieldMessages: firstMessages(body.errors ?? {}), data: body.data };
}

/** The first message per field, as shown under each input. */
export function firstMessages(errors: Record<string, string[] | undefined>): FieldMessages {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages?.[0]]));
}

/** The issues of a failed safeParse (zod's or zod/mini's), as much of them as the messages need. */
export type SchemaIssues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** Field messages from a failed client-side safeParse: the first message per top-level field, as z.flattenError gives them. */
export function messagesOfZodError(error: SchemaIssues): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field !== undefined && typeof field !== "symbol") messages[String(field)] ??= issue.message;
  }
  return messages;
}
